/**
 * Profile › 'Offres et nouveautés': marketing consent per channel (e-mail, WhatsApp, SMS), off until the
 * customer turns it on, each with the date and the source of the latest choice. Separate from the order
 * messages' channel just above.
 */
import { toast } from 'sonner';
import { MARKETING_CHANNELS, MARKETING_CHANNEL_LABELS, MARKETING_SOURCE_LABELS } from '@core/marketing';
import { formatOrderDate } from '@core/order-display';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useMarketingConsent, useSaveMarketingConsent } from '../api/marketing-consent';

export function MarketingConsentCard() {
  const consent = useMarketingConsent();
  const save = useSaveMarketingConsent();
  if (!consent.data) return null;
  const view = consent.data;
  return (
    <section aria-labelledby="marketing-consent-title" className="mt-8 grid max-w-xl gap-4 border-t border-ink-500 pt-6" data-testid="marketing-consent">
      <div>
        <h3 id="marketing-consent-title" className="text-lg font-semibold text-paper">
          Offres et nouveautés
        </h3>
        <p className="text-sm text-paper-400">
          Codes de réduction, nouveautés de la carte : choisissez par où les recevoir. Vos messages de commande n’en dépendent pas.
        </p>
      </div>
      <ul className="grid gap-3">
        {MARKETING_CHANNELS.map((canal) => {
          const { accorde, depuis, source } = view[canal];
          const id = `marketing-${canal}`;
          return (
            <li key={canal} className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <label htmlFor={id} className="font-medium text-paper">
                  {MARKETING_CHANNEL_LABELS[canal]}
                </label>
                <p className="text-xs text-paper-400" data-testid={`marketing-${canal}-since`}>
                  {depuis && source ? `${accorde ? 'Accepté' : 'Refusé'} le ${formatOrderDate(depuis)} ${MARKETING_SOURCE_LABELS[source]}` : 'Non demandé'}
                </p>
              </div>
              <Switch
                id={id}
                checked={accorde}
                disabled={save.isPending}
                onCheckedChange={(checked) =>
                  save.mutate(
                    { [canal]: checked, source: 'profil' },
                    {
                      onSuccess: () => toast.success(checked ? 'Vous recevrez nos offres' : 'Vous ne recevrez plus nos offres par ce canal'),
                      onError: (error) => toast.error(errorMessage(error)),
                    },
                  )
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
