/** Loyalty settings: enabled, welcome bonus, points per TND, minimum exchange, value of a point, voucher validity. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { LoyaltySettingsView } from '@core/schemas/loyalty';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSaveSettings } from '../api/admin-loyalty';
import { adminErrorText, parseTnd, tndText } from './admin-form-utils';

export function SettingsForm({ settings }: { settings: LoyaltySettingsView }) {
  const save = useSaveSettings();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [welcome, setWelcome] = useState(String(settings.welcome_bonus_points));
  const [perTnd, setPerTnd] = useState(String(settings.points_per_tnd));
  const [minimum, setMinimum] = useState(String(settings.min_redemption_points));
  const [value, setValue] = useState(tndText(settings.points_value_tnd));
  const [validity, setValidity] = useState(String(settings.voucher_validity_days));
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const pointValue = parseTnd(value);
    if (pointValue === null) {
      setError('La valeur d’un point doit être un montant positif');
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync({
        enabled,
        welcome_bonus_points: Number(welcome),
        points_per_tnd: Number(perTnd.replace(',', '.')),
        min_redemption_points: Number(minimum),
        points_value_tnd: pointValue,
        voucher_validity_days: Number(validity),
      });
      toast.success('Réglages enregistrés');
    } catch (e) {
      setError(adminErrorText(e));
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate data-testid="loyalty-settings-form">
      <label className="flex items-center gap-3 text-sm text-paper sm:col-span-2">
        <input type="checkbox" className="size-4 accent-kin" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Programme de fidélité activé
      </label>
      <FormField label="Bonus de bienvenue (points)">
        <Input inputMode="numeric" value={welcome} onChange={(e) => setWelcome(e.target.value)} />
      </FormField>
      <FormField label="Points par TND">
        <Input inputMode="decimal" value={perTnd} onChange={(e) => setPerTnd(e.target.value)} data-testid="points-per-tnd" />
      </FormField>
      <FormField label="Minimum d’échange (points)">
        <Input inputMode="numeric" value={minimum} onChange={(e) => setMinimum(e.target.value)} />
      </FormField>
      <FormField label="Valeur d’un point (TND)">
        <Input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <FormField label="Validité des bons d’achat (jours)">
        <Input inputMode="numeric" value={validity} onChange={(e) => setValidity(e.target.value)} />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-shu-300 sm:col-span-2">
          {error}
        </p>
      )}
      <Button type="submit" isLoading={save.isPending} className="sm:col-span-2 sm:justify-self-start">
        Enregistrer les réglages
      </Button>
    </form>
  );
}
