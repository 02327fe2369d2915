/** The order's messages to the customer (WhatsApp, SMS): each with its channel and delivery status. */
import { MessageCircle, MessageSquareText } from 'lucide-react';
import type { OrderMessageView } from '@core/customer-messages';
import { formatOrderDate } from '@core/order-display';
import { cn } from '../../../../lib/cn';
import { useOrderMessages } from '../../api/order-messages';

const TONE: Record<OrderMessageView['statut'], string> = {
  en_attente: 'text-paper-400',
  envoye: 'text-paper-200',
  distribue: 'text-emerald-400',
  lu: 'text-emerald-400',
  echec: 'text-shu-300',
  bascule_sms: 'text-kin-300',
  ignore: 'text-paper-500',
};

export function OrderMessages({ orderId, statut }: { orderId: string; statut: string }) {
  const messages = useOrderMessages(orderId, statut);
  const rows = messages.data?.messages ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={`messages-${orderId}`} className="rounded-md border border-ink-600 bg-ink p-4" data-testid="order-messages">
      <h3 id={`messages-${orderId}`} className="mb-2 text-xs font-semibold tracking-[0.2em] text-kin uppercase">
        Messages au client
      </h3>
      <ul className="grid gap-2 text-sm">
        {rows.map((m) => {
          const Icon = m.canal === 'sms' ? MessageSquareText : MessageCircle;
          return (
            <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid={`order-message-${m.event}`}>
              <span className="min-w-40 font-medium text-paper">{m.libelle}</span>
              <span className="flex items-center gap-1 text-paper-300">
                <Icon aria-hidden="true" className="size-4" />
                {m.canal === 'sms' ? 'SMS' : m.canal === 'whatsapp' ? 'WhatsApp' : '—'}
              </span>
              <span className={cn('font-medium', TONE[m.statut])}>
                {m.statut_libelle}
                {m.sms_statut === 'delivered' && ' · SMS distribué'}
                {m.sms_statut === 'failed' && ' · SMS en échec'}
              </span>
              {m.envoye_le && <span className="text-xs text-paper-500">{formatOrderDate(m.envoye_le)}</span>}
              {m.erreur && <span className="w-full text-xs text-shu-300">{m.erreur}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
