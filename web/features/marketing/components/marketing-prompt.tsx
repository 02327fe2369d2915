/**
 * The question after a delivered order (tracking page), asked once: 'Recevoir nos offres ?' with the
 * three channels unticked; 'Enregistrer' records the ticked ones, 'Non merci' a refusal (never asked
 * again). Hidden for a customer who already chose (here or in the profile) and for staff.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { MARKETING_CHANNELS, MARKETING_CHANNEL_LABELS, type MarketingChannel } from '@core/marketing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useMarketingConsent, useSaveMarketingConsent } from '../api/marketing-consent';

export function MarketingPrompt() {
  const consent = useMarketingConsent();
  const save = useSaveMarketingConsent();
  const [ticked, setTicked] = useState<Partial<Record<MarketingChannel, boolean>>>({});
  const [answered, setAnswered] = useState(false);
  if (answered) return <p className="text-center text-sm text-kin-300">Merci, c’est noté.</p>;
  if (!consent.data || consent.data.deja_demande) return null;
  const answer = (choices: Partial<Record<MarketingChannel, boolean>>) =>
    save.mutate({ ...choices, source: 'suivi' }, { onSuccess: () => setAnswered(true), onError: (error) => toast.error(errorMessage(error)) });
  return (
    <Card data-testid="marketing-prompt">
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div>
          <h2 className="text-lg font-semibold text-paper">Recevoir nos offres ?</h2>
          <p className="text-sm text-paper-400">Codes de réduction et nouveautés de la carte. Vous pouvez arrêter à tout moment.</p>
        </div>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">Canaux</legend>
          {MARKETING_CHANNELS.map((canal) => (
            <label key={canal} className="flex min-h-11 items-center gap-2 text-paper">
              <input
                type="checkbox"
                className="size-5 accent-kin"
                checked={ticked[canal] ?? false}
                onChange={(e) => setTicked((current) => ({ ...current, [canal]: e.target.checked }))}
              />
              {MARKETING_CHANNEL_LABELS[canal]}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button disabled={save.isPending || !Object.values(ticked).some(Boolean)} onClick={() => answer(ticked)}>
            Enregistrer
          </Button>
          <Button variant="ghost" disabled={save.isPending} onClick={() => answer({})}>
            Non merci
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
