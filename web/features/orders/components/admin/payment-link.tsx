/**
 * The Konnect link of an order for its customer: a QR code to scan, the link to copy, and
 * buttons that send it by WhatsApp or SMS (the server queues the message; the same link goes
 * once per channel). On the board, an unpaid order's link with the same actions, and once it expired or
 * failed a button that opens a new one.
 */
import { useState } from 'react';
import { Check, Copy, MessageCircle, MessageSquareText, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import type { OrderView } from '@core/api-views';
import { formatTND } from '@core/money';
import { STAFF_ORDER_MESSAGES as M } from '@core/staff-orders';
import { Button } from '../../../../components/ui/button';
import { QrCode } from '../../../../components/qr-code';
import { errorMessage } from '../../../../lib/api-client';
import { useReopenPaymentLink, useSendPaymentLink } from '../../api/staff-orders';

const CHANNEL_LABELS = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

function CopyLinkButton({ url, testId }: { url: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => {
        void navigator.clipboard?.writeText(url).then(
          () => setCopied(true),
          () => toast.error('Copie impossible : sélectionnez le lien'),
        );
      }}
      data-testid={testId}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Lien copié' : 'Copier le lien'}
    </Button>
  );
}

/** 'WhatsApp' and 'SMS': the order's current link to the customer's phone. */
function SendPaymentLinkButtons({ orderId }: { orderId: string }) {
  const send = useSendPaymentLink(orderId);
  return (
    <>
      {(['whatsapp', 'sms'] as const).map((canal) => (
        <Button
          key={canal}
          type="button"
          variant="outline"
          disabled={send.isPending}
          isLoading={send.isPending && send.variables === canal}
          onClick={() =>
            send.mutate(canal, {
              onSuccess: ({ deja_envoye }) =>
                deja_envoye ? toast.info(M.paymentLinkAlreadySent(CHANNEL_LABELS[canal])) : toast.success(M.paymentLinkSent(CHANNEL_LABELS[canal])),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
          data-testid={`payment-link-send-${canal}`}
        >
          {canal === 'whatsapp' ? <MessageCircle aria-hidden="true" /> : <MessageSquareText aria-hidden="true" />}
          {`Envoyer par ${CHANNEL_LABELS[canal]}`}
        </Button>
      ))}
    </>
  );
}

/** The link just opened (a phone order, a correction's difference): QR code, copy, and sending when it is the order's own link. */
export function PaymentLink({
  numero,
  total,
  payUrl,
  orderId,
  onDone,
}: {
  numero: string;
  total: number;
  payUrl: string;
  orderId?: string;
  onDone: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-4 py-2 text-center" data-testid="phone-order-paylink">
      <p className="text-paper">
        Commande <span className="font-mono text-kin-300">{numero}</span> · {formatTND(total)} : le client paie par ce lien Konnect.
      </p>
      <QrCode value={payUrl} label={`QR code du lien de paiement de la commande ${numero}`} />
      <p className="max-w-md font-mono text-xs break-all text-paper-400">{payUrl}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <CopyLinkButton url={payUrl} testId="phone-order-copy-link" />
        {orderId && <SendPaymentLinkButtons orderId={orderId} />}
        <Button type="button" onClick={onDone}>
          Terminer
        </Button>
      </div>
    </div>
  );
}

/** On the board: an unpaid Konnect order's link (copy, send), or a new one once it expired or failed. */
export function BoardPaymentLink({ order }: { order: OrderView }) {
  const reopen = useReopenPaymentLink(order.id);
  if (order.mode_paiement !== 'konnect' || order.payment_status === 'paye' || order.payment_status === 'rembourse') return null;
  if (order.statut_commande === 'Annule') return null;
  const link = order.lien_paiement;
  const open = order.payment_status === 'en_attente' && link;
  return (
    <section aria-labelledby={`paylink-${order.id}`} className="grid gap-3 rounded-md border border-ink-600 bg-ink p-4" data-testid="board-payment-link">
      <h3 id={`paylink-${order.id}`} className="text-xs font-semibold tracking-[0.2em] text-kin uppercase">
        Lien de paiement Konnect
      </h3>
      {open ? (
        <>
          <p className="font-mono text-xs break-all text-paper-300">{link.url}</p>
          {link.expire_le && (
            <p className="text-sm text-paper-400">
              Valable jusqu’à {new Date(link.expire_le).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Tunis' })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton url={link.url} testId="board-payment-link-copy" />
            <SendPaymentLinkButtons orderId={order.id} />
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-paper-300">Le lien a expiré ou le paiement a échoué : la commande n’est pas payée.</p>
          <Button
            type="button"
            variant="secondary"
            className="justify-self-start"
            isLoading={reopen.isPending}
            onClick={() =>
              reopen.mutate(undefined, {
                onSuccess: () => toast.success(M.paymentLinkReopened),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
            data-testid="board-payment-link-reopen"
          >
            <RefreshCw aria-hidden="true" />
            Nouveau lien de paiement
          </Button>
        </>
      )}
    </section>
  );
}
