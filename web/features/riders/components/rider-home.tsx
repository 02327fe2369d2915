/**
 * /livreur: a rider's own page, made for a phone. Its deliveries (the address with a map link, the customer's
 * phone to call, what to collect or 'Déjà payé', the change to bring for 'Je paierai avec'), each marked 'Livrée'
 * or 'Refusée' once out for delivery, and the cash collected today. Read again every half minute.
 */
import { useState } from 'react';
import { MapPin, Phone, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { formatTND } from '@core/money';
import { statusLabel } from '@core/order-status';
import { PAYMENT_MODE_LABELS } from '@core/payment-mode';
import { phoneLabel, RIDER_TEXTS } from '@core/riders';
import { telHref } from '@core/order-display';
import { RIDER_MESSAGES, type RiderDeliveryView } from '@core/schemas/riders';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useMarkDelivered, useMarkRefused, useMyDeliveries } from '../api/riders';

function Money({ delivery }: { delivery: RiderDeliveryView }) {
  if (delivery.deja_paye) {
    return (
      <p className="text-lg font-semibold text-kin-300" data-testid="rider-collect">
        {RIDER_TEXTS.dejaPaye}
      </p>
    );
  }
  return (
    <div className="grid gap-1">
      <p className="flex items-baseline justify-between gap-3" data-testid="rider-collect">
        <span className="text-paper-300">{`${RIDER_TEXTS.aEncaisser} (${PAYMENT_MODE_LABELS[delivery.mode_paiement]})`}</span>
        <span className="whitespace-nowrap text-xl font-semibold tabular-nums text-paper">{formatTND(delivery.a_encaisser)}</span>
      </p>
      {delivery.paiera_avec !== null && delivery.monnaie !== null && (
        <p className="flex items-baseline justify-between gap-3 text-sm" data-testid="rider-change">
          <span className="text-paper-300">{`${RIDER_TEXTS.paieraAvec} ${formatTND(delivery.paiera_avec)} · ${RIDER_TEXTS.monnaie}`}</span>
          <span className="whitespace-nowrap font-semibold tabular-nums text-kin-300">{formatTND(delivery.monnaie)}</span>
        </p>
      )}
    </div>
  );
}

function DeliveryCard({ delivery }: { delivery: RiderDeliveryView }) {
  const delivered = useMarkDelivered();
  const refused = useMarkRefused();
  const [refusing, setRefusing] = useState(false);
  const [motif, setMotif] = useState('');
  const busy = delivered.isPending || refused.isPending;
  const onError = (error: unknown) => toast.error(ADMIN_MESSAGES.errorTitle, { description: errorMessage(error) });
  return (
    <li>
      <Card data-testid={`rider-delivery-${delivery.numero_commande}`}>
        <CardContent className="grid gap-3 pt-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-kin-300">{delivery.numero_commande}</span>
            <Badge variant={delivery.actions ? 'accent' : 'outline'}>{statusLabel(delivery.statut_commande)}</Badge>
          </div>
          {delivery.client && <p className="text-lg font-semibold text-paper">{delivery.client}</p>}
          {delivery.adresse && (
            <p className="flex gap-2 text-paper-200">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-kin-300" />
              <span className="break-words">{delivery.adresse}</span>
            </p>
          )}
          {delivery.instructions && <p className="text-sm text-paper-400">{`« ${delivery.instructions} »`}</p>}
          <div className="grid grid-cols-2 gap-2">
            {delivery.lien_carte && (
              <a href={delivery.lien_carte} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'md', 'w-full')}>
                <MapPin aria-hidden="true" />
                Itinéraire
              </a>
            )}
            {delivery.telephone && (
              <a href={telHref(delivery.telephone)} className={buttonClasses('outline', 'md', 'w-full')}>
                <Phone aria-hidden="true" />
                {phoneLabel(delivery.telephone)}
              </a>
            )}
          </div>
          <Money delivery={delivery} />
          {delivery.actions && !refusing && (
            <div className="grid grid-cols-2 gap-2">
              <Button
                size="lg"
                isLoading={delivered.isPending}
                disabled={busy}
                onClick={() => delivered.mutate(delivery.id, { onSuccess: () => toast.success(RIDER_MESSAGES.delivered), onError })}
              >
                Livrée
              </Button>
              <Button size="lg" variant="outline" disabled={busy} onClick={() => setRefusing(true)}>
                Refusée
              </Button>
            </div>
          )}
          {delivery.actions && refusing && (
            <div className="grid gap-2 rounded-md border border-shu/40 p-3">
              <label className="grid gap-1 text-sm">
                Motif du refus (facultatif)
                <Textarea rows={2} maxLength={300} value={motif} onChange={(event) => setMotif(event.target.value)} />
              </label>
              <div className="grid grid-cols-2 gap-2">
                <Button
                  isLoading={refused.isPending}
                  disabled={busy}
                  onClick={() =>
                    refused.mutate({ orderId: delivery.id, motif: motif.trim() || null }, { onSuccess: () => toast.success(RIDER_MESSAGES.refused), onError })
                  }
                >
                  Confirmer le refus
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => setRefusing(false)}>
                  Annuler
                </Button>
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

export function RiderHome() {
  const page = useMyDeliveries();
  if (page.isPending) return <Skeleton className="h-64" />;
  if (page.isError)
    return (
      <p role="alert" className="text-shu-300">
        {errorMessage(page.error)}
      </p>
    );
  const { livreur, livraisons, especes_du_jour } = page.data;
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-paper">{`Bonjour ${livreur.nom}`}</h1>
        <Button variant="ghost" size="icon" aria-label="Actualiser" onClick={() => void page.refetch()} isLoading={page.isFetching}>
          {!page.isFetching && <RefreshCw aria-hidden="true" />}
        </Button>
      </div>
      <p className="flex items-baseline justify-between gap-3 rounded-md border border-kin/40 px-4 py-3" data-testid="rider-cash-today">
        <span>{`Espèces encaissées aujourd’hui (${especes_du_jour.commandes})`}</span>
        <span className="whitespace-nowrap text-lg font-semibold tabular-nums text-paper">{formatTND(especes_du_jour.total)}</span>
      </p>
      {livraisons.length === 0 ? (
        <p className="rounded-md border border-dashed border-ink-500 px-5 py-12 text-center text-paper-400">Aucune livraison pour le moment</p>
      ) : (
        <ul className="grid gap-3" aria-label="Mes livraisons">
          {livraisons.map((delivery) => (
            <DeliveryCard key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </div>
  );
}
