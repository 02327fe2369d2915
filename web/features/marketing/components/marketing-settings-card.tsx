/**
 * Paramètres › Messages › 'Offres' : the frequency cap of marketing messages (at most one per customer per
 * N days, across every campaign and broadcast) and a reminder of the quiet hours, which are fixed.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useMarketingSettings, useSaveMarketingSettings } from '../api/marketing-settings';

export function MarketingSettingsCard() {
  const settings = useMarketingSettings();
  if (!settings.data) return null;
  return <MarketingSettingsForm initial={settings.data.plafond_jours} />;
}

function MarketingSettingsForm({ initial }: { initial: number }) {
  const [days, setDays] = useState(String(initial));
  const save = useSaveMarketingSettings();
  const value = Number(days);
  const invalid = days.trim() === '' || !Number.isInteger(value) || value < 0 || value > 90;
  return (
    <Card data-testid="marketing-settings">
      <CardHeader>
        <CardTitle>Offres (messages marketing)</CardTitle>
        <CardDescription>
          Valable pour toutes les campagnes et diffusions. Aucune offre ne part entre 21 h et 10 h (heure de Tunis) : elle attend le matin.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (invalid) return;
            save.mutate(
              { plafond_jours: value },
              { onSuccess: () => toast.success('Paramètres sauvegardés'), onError: (error) => toast.error(errorMessage(error)) },
            );
          }}
        >
          <FormField
            label="Au plus une offre par client tous les (jours)"
            hint="0 : pas de limite. Une offre de plus dans la période n’est pas envoyée."
            error={invalid ? 'Un nombre de jours entre 0 et 90' : undefined}
          >
            <Input type="number" inputMode="numeric" min={0} max={90} value={days} onChange={(e) => setDays(e.target.value)} data-testid="marketing-cap-days" />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" isLoading={save.isPending} disabled={save.isPending || invalid} className="w-full sm:w-auto">
              Enregistrer
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
