/**
 * A suite's schedule on the Dashboard: automatic runs on or off, every N minutes or daily at
 * HH:MM (restaurant clock), and when it runs next. Checked with the core schema before saving; two
 * failed scheduled runs in a row alert the restaurant (Telegram and e-mail).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CalendarClock } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { formatOrderDate } from '@core/order-display';
import type { z } from 'zod';
import { E2eScheduleForm, type E2eScheduleInput, type E2eSuiteView } from '@core/schemas/e2e';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useSaveE2eSchedule } from '../api/e2e';

type Mode = 'interval' | 'daily';

function nextRunLabel(suite: Pick<E2eSuiteView, 'schedule_enabled' | 'next_run_at'>, now = Date.now()): string {
  if (!suite.schedule_enabled || !suite.next_run_at) return 'Non planifiée';
  return Date.parse(suite.next_run_at) <= now ? 'Dès maintenant' : formatOrderDate(suite.next_run_at);
}

export function SuiteSchedule({ suite }: { suite: E2eSuiteView }) {
  const form = useForm<z.input<typeof E2eScheduleForm>, unknown, E2eScheduleInput>({
    resolver: zodResolver(E2eScheduleForm),
    defaultValues: {
      schedule_enabled: suite.schedule_enabled,
      mode: suite.schedule_time ? 'daily' : 'interval',
      schedule_minutes: String(suite.schedule_minutes ?? 30),
      schedule_time: suite.schedule_time ?? '07:00',
    },
  });
  const [enabled, mode] = useWatch({ control: form.control, name: ['schedule_enabled', 'mode'] });
  const { errors } = form.formState;
  const error = errors.schedule_minutes?.message ?? errors.schedule_time?.message;
  const save = useSaveE2eSchedule();
  const id = `schedule-${suite.id}`;

  const submit = form.handleSubmit((schedule) =>
    save.mutate(
      { suiteId: suite.id, schedule },
      {
        onSuccess: (saved) => toast.success('Planification enregistrée', { description: `${suite.name} · prochaine exécution : ${nextRunLabel(saved)}` }),
        onError: (err) => toast.error(ADMIN_MESSAGES.errorTitle, { description: errorMessage(err) }),
      },
    ),
  );

  return (
    <form
      className="grid gap-3 rounded-md border border-ink-600 bg-ink-900/40 p-4"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid={`suite-schedule-${suite.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-paper">
          <CalendarClock className="size-4 text-kin" aria-hidden="true" />
          Planification
        </h3>
        <p className="text-sm text-paper-300" data-testid="next-run">
          Prochaine exécution : <span className="font-medium text-paper">{nextRunLabel(suite)}</span>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-enabled`} checked={enabled} onCheckedChange={(on) => form.setValue('schedule_enabled', on, { shouldDirty: true })} />
        <Label htmlFor={`${id}-enabled`}>Exécution automatique</Label>
      </div>
      <RadioGroup
        value={mode}
        onValueChange={(v) => form.setValue('mode', v as Mode, { shouldDirty: true })}
        aria-label="Fréquence"
        disabled={!enabled}
        className="sm:grid-cols-2"
      >
        <RadioCard value="interval">Toutes les N minutes</RadioCard>
        <RadioCard value="daily">Chaque jour à heure fixe</RadioCard>
      </RadioGroup>
      {mode === 'interval' ? (
        <FormField label="Intervalle (minutes)" error={error} hint="Au moins 5 minutes, au plus une semaine.">
          <Input type="number" inputMode="numeric" {...form.register('schedule_minutes')} disabled={!enabled} data-testid="schedule-minutes" />
        </FormField>
      ) : (
        <FormField label="Heure (heure de Tunis)" error={error}>
          <Input type="time" {...form.register('schedule_time')} disabled={!enabled} data-testid="schedule-time" />
        </FormField>
      )}
      <p className="text-xs text-paper-500">Après deux exécutions planifiées échouées de suite, le restaurant est alerté par Telegram et par e-mail.</p>
      <div className="flex justify-end">
        <Button type="submit" size="sm" isLoading={save.isPending} className="w-full sm:w-auto" data-testid="schedule-save">
          Enregistrer la planification
        </Button>
      </div>
    </form>
  );
}
