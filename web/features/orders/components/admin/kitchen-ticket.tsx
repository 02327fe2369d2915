/**
 * The 80 mm kitchen ticket: hidden on screen, the only thing printed from the board
 * (kitchen-ticket.css sets the page to the roll's width). Rendered at the end of <body> so the print
 * positions it from the page's top-left corner, not inside the board's sticky panel.
 */
import { createPortal } from 'react-dom';
import { formatTND } from '@core/money';
import { formatOrderDate, paymentStatusLabel } from '@core/order-display';
import { orderTypeLabel } from '@core/order-type';
import { paymentModeLabel } from '@core/payment-mode';
import { slotDateLabel } from '@core/slots';
import type { OrderView } from '../../api/order-view';
import './kitchen-ticket.css';

export function KitchenTicket({ order, restaurant, zone }: { order: OrderView; restaurant: string; zone: string | null }) {
  const customer = order.customer;
  return createPortal(
    <div className="kitchen-ticket hidden" data-testid="kitchen-ticket" aria-hidden="true">
      <p className="kt-center kt-big">{restaurant}</p>
      <p className="kt-center">{formatOrderDate(order.created_at)}</p>
      <p className="kt-center kt-big">N° {order.numero_commande}</p>
      <p className="kt-center kt-big">{orderTypeLabel(order.type_commande).toUpperCase()}</p>
      {order.scheduled_for && <p className="kt-center kt-big">PROGRAMMÉE : {slotDateLabel(new Date(order.scheduled_for)).toUpperCase()}</p>}
      <hr />
      {order.items.map((item) => (
        <div key={item.id} className="kt-line">
          <p>
            <strong>{item.quantity} x</strong> {item.product_name}
            {item.accompaniment_name && <span className="kt-block"> + {item.accompaniment_name}</span>}
          </p>
          <p>{formatTND(item.total_price)}</p>
        </div>
      ))}
      <hr />
      {order.instructions_speciales && <p className="kt-note">Note : {order.instructions_speciales}</p>}
      {customer && (
        <p>
          {[customer.prenom, customer.nom].filter(Boolean).join(' ')} · {customer.telephone}
        </p>
      )}
      {order.type_commande === 'Livraison' && (
        <p>
          {order.adresse_livraison}, {order.ville_livraison} ({zone})
          {order.instructions_livraison && <span className="kt-block">{order.instructions_livraison}</span>}
        </p>
      )}
      <hr />
      {order.frais_livraison > 0 && (
        <div className="kt-line">
          <p>Livraison</p>
          <p>{formatTND(order.frais_livraison)}</p>
        </div>
      )}
      <div className="kt-line kt-big">
        <p>TOTAL</p>
        <p>{formatTND(order.total_ttc)}</p>
      </div>
      <p>
        {paymentModeLabel(order.mode_paiement)} · {paymentStatusLabel(order.payment_status)}
      </p>
    </div>,
    document.body,
  );
}
