/** Today, 7 days, 30 days, or from–to dates checked by the server's own contract before asking. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type DashboardPeriod } from '@core/dashboard';
import { DashboardPeriodQuery } from '@core/schemas/dashboard';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { FormDateInput } from '../../../components/ui/date-input';
import type { PeriodChoice } from '../api/dashboard';

export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  const [custom, setCustom] = useState(value.period === 'custom');
  const form = useForm<z.input<typeof DashboardPeriodQuery>, unknown, DashboardPeriodQuery>({
    resolver: zodResolver(DashboardPeriodQuery),
    defaultValues: { period: 'custom', from: value.from ?? '', to: value.to ?? '' },
  });
  const pick = (period: DashboardPeriod) => {
    setCustom(period === 'custom');
    if (period !== 'custom') onChange({ period });
  };
  const { errors } = form.formState;

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Période" className="flex flex-wrap gap-2">
        {DASHBOARD_PERIODS.map((period) => {
          const active = custom ? period === 'custom' : value.period === period;
          return (
            <Button key={period} type="button" size="sm" variant={active ? 'primary' : 'outline'} aria-pressed={active} onClick={() => pick(period)}>
              {DASHBOARD_PERIOD_LABELS[period]}
            </Button>
          );
        })}
      </div>
      {custom && (
        <form noValidate className="flex flex-wrap items-start gap-3" onSubmit={form.handleSubmit(({ from, to }) => onChange({ period: 'custom', from, to }))}>
          <FormField label="Du" error={errors.from?.message} className="w-44">
            <FormDateInput control={form.control} name="from" />
          </FormField>
          <FormField label="Au" error={errors.to?.message} className="w-44">
            <FormDateInput control={form.control} name="to" />
          </FormField>
          <Button type="submit" size="md" variant="outline" className="mt-[1.6rem]">
            Afficher
          </Button>
        </form>
      )}
    </div>
  );
}
