/** Loyalty settings: enabled, welcome bonus, points per TND, minimum exchange, value of a point, voucher validity. */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { LoyaltySettingsForm, type LoyaltySettingsInput, type LoyaltySettingsView } from '@core/schemas/loyalty';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSaveSettings } from '../api/admin-loyalty';
import { adminErrorText, firstError, tndText } from './admin-form-utils';

export function SettingsForm({ settings }: { settings: LoyaltySettingsView }) {
  const save = useSaveSettings();
  const form = useForm<z.input<typeof LoyaltySettingsForm>, unknown, LoyaltySettingsInput>({
    resolver: zodResolver(LoyaltySettingsForm),
    defaultValues: {
      enabled: settings.enabled,
      welcome_bonus_points: String(settings.welcome_bonus_points),
      points_per_tnd: String(settings.points_per_tnd),
      min_redemption_points: String(settings.min_redemption_points),
      points_value_tnd: tndText(settings.points_value_tnd),
      voucher_validity_days: String(settings.voucher_validity_days),
    },
  });
  const [serverError, setServerError] = useState<string | undefined>();
  const error = firstError(form.formState.errors, serverError);

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(undefined);
    try {
      await save.mutateAsync(input);
      toast.success('Réglages enregistrés');
    } catch (e) {
      setServerError(adminErrorText(e));
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate data-testid="loyalty-settings-form">
      <label className="flex items-center gap-3 text-sm text-paper sm:col-span-2">
        <input type="checkbox" className="size-4 accent-kin" {...form.register('enabled')} />
        Programme de fidélité activé
      </label>
      <FormField label="Bonus de bienvenue (points)">
        <Input inputMode="numeric" {...form.register('welcome_bonus_points')} />
      </FormField>
      <FormField label="Points par TND">
        <Input inputMode="decimal" {...form.register('points_per_tnd')} data-testid="points-per-tnd" />
      </FormField>
      <FormField label="Minimum d’échange (points)">
        <Input inputMode="numeric" {...form.register('min_redemption_points')} />
      </FormField>
      <FormField label="Valeur d’un point (TND)">
        <Input inputMode="decimal" {...form.register('points_value_tnd')} />
      </FormField>
      <FormField label="Validité des bons d’achat (jours)">
        <Input inputMode="numeric" {...form.register('voucher_validity_days')} />
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
