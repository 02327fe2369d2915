/**
 * Points → voucher: the value in TND as you type, the §5 checks before sending (core's voucherExchangeForm, the
 * service's own rule), the §8 texts after.
 */
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { VOUCHER_MESSAGES, voucherValue } from '@core/loyalty';
import { formatTND } from '@core/money';
import { countLabel } from '@core/plural';
import { ACCOUNT_TAB_TEXTS } from '@core/pages';
import type { LoyaltySummaryView } from '@core/schemas/loyalty';
import { pointsOf, voucherExchangeForm } from '@core/schemas/voucher';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useExchangePoints } from '../api/loyalty';

type ExchangeForm = ReturnType<typeof voucherExchangeForm>;

export function VoucherExchangeForm({ summary }: { summary: LoyaltySummaryView }) {
  const schema = useMemo(() => voucherExchangeForm({ minimum: summary.min_redemption_points, balance: summary.balance }), [summary]);
  const initial = { points: String(summary.min_redemption_points) };
  const form = useForm<z.input<ExchangeForm>, unknown, z.output<ExchangeForm>>({ resolver: zodResolver(schema), defaultValues: initial });
  const exchange = useExchangePoints();
  const points = pointsOf(useWatch({ control: form.control, name: 'points' }));
  const value = Number.isSafeInteger(points) && points > 0 ? voucherValue(points, summary.points_value_tnd) : 0;

  async function onSubmit({ points }: z.output<ExchangeForm>) {
    try {
      const result = await exchange.mutateAsync(points);
      toast.success(result.message);
      form.reset(initial);
    } catch (e) {
      // Refused (balance, minimum, loyalty paused): the server's reason under 'Impossible de créer le bon
      // d'achat'. No answer, or a failure on our side: the spec's error texts, nothing to correct in the field.
      if (e instanceof ApiError && e.status !== 0 && e.status < 500 && e.code !== 'UNEXPECTED_RESPONSE') {
        form.setError('points', { message: e.message });
        toast.error(VOUCHER_MESSAGES.createFailed, { description: e.message });
      } else {
        form.setError('points', { message: VOUCHER_MESSAGES.voucherFailed });
        toast.error(VOUCHER_MESSAGES.createError, { description: VOUCHER_MESSAGES.voucherFailed });
      }
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-3 rounded-sm border border-ink-600 bg-ink-800 p-4" noValidate>
      <h3 className="font-display text-xl font-semibold">{ACCOUNT_TAB_TEXTS.exchangeTitle}</h3>
      <p className="text-sm text-paper-400">
        Solde : <strong className="text-paper tabular-nums">{countLabel(summary.balance, 'point')}</strong> · minimum{' '}
        {countLabel(summary.min_redemption_points, 'point')} · 1 point = {formatTND(summary.points_value_tnd)}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Points à échanger" error={form.formState.errors.points?.message} className="sm:w-56">
          <Input inputMode="numeric" autoComplete="off" {...form.register('points')} />
        </FormField>
        <p className="text-sm text-paper-300 sm:pb-2.5" aria-live="polite">
          Valeur du bon : <strong className="text-kin-300 tabular-nums">{formatTND(value)}</strong>
        </p>
      </div>
      <Button type="submit" disabled={exchange.isPending || !summary.enabled} className="self-start">
        {exchange.isPending ? 'Création…' : 'Créer un bon d’achat'}
      </Button>
    </form>
  );
}
