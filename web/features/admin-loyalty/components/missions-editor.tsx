/** Missions: the list (progress of customers, pause/resume, edit) and the create/edit form. */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MISSION_RESET_PERIODS, type MissionResetPeriod } from '@core/loyalty';
import { MISSION_TYPE_LABELS, MISSION_TYPES } from '@core/loyalty-missions';
import { MissionForm as MissionFormSchema, type AdminMissionView, type MissionInput } from '@core/schemas/loyalty';
import { countLabel } from '@core/plural';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormDateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSaveMission, useToggleMission } from '../api/admin-loyalty';
import { adminErrorText, firstError, tndText } from './admin-form-utils';

const PERIOD_LABELS: Record<MissionResetPeriod, string> = { daily: 'Chaque jour', weekly: 'Chaque semaine', monthly: 'Chaque mois', none: 'Une seule fois' };

function MissionForm({ mission, onDone }: { mission: AdminMissionView | null; onDone: () => void }) {
  const save = useSaveMission();
  const form = useForm<z.input<typeof MissionFormSchema>, unknown, MissionInput>({
    resolver: zodResolver(MissionFormSchema),
    defaultValues: {
      title: mission?.title ?? '',
      description: mission?.description ?? '',
      mission_type: mission?.mission_type ?? 'order_count',
      reset_period: mission?.reset_period ?? 'monthly',
      target_value: String(mission?.target_value ?? 1),
      reward_points: String(mission?.reward_points ?? 50),
      min_amount: mission?.conditions.min_amount !== undefined ? tndText(mission.conditions.min_amount) : '',
      min_rating: String(mission?.conditions.min_rating ?? 4),
      ends_on: mission?.ends_at?.slice(0, 10) ?? '',
      starts_at: mission?.starts_at ?? null,
      actif: mission?.actif ?? true,
    },
  });
  const type = useWatch({ control: form.control, name: 'mission_type' });
  const [serverError, setServerError] = useState<string | undefined>();
  const error = firstError(form.formState.errors, serverError);

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(undefined);
    try {
      await save.mutateAsync({ id: mission?.id, input });
      toast.success(mission ? 'Mission mise à jour' : 'Mission créée');
      onDone();
    } catch (e) {
      setServerError(adminErrorText(e));
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-sm border border-ink-600 bg-ink-800 p-4 sm:grid-cols-2" noValidate>
      <h3 className="font-display text-lg font-semibold sm:col-span-2">{mission ? `Modifier « ${mission.title} »` : 'Nouvelle mission'}</h3>
      <FormField label="Titre" className="sm:col-span-2">
        <Input {...form.register('title')} />
      </FormField>
      <FormField label="Description" className="sm:col-span-2">
        <Input {...form.register('description')} />
      </FormField>
      <FormField label="Type">
        <NativeSelect {...form.register('mission_type')}>
          {MISSION_TYPES.map((t) => (
            <option key={t} value={t}>
              {MISSION_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Période">
        <NativeSelect {...form.register('reset_period')}>
          {MISSION_RESET_PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Objectif">
        <Input inputMode="numeric" {...form.register('target_value')} />
      </FormField>
      <FormField label="Récompense (points)">
        <Input inputMode="numeric" {...form.register('reward_points')} />
      </FormField>
      {type === 'order_amount' && (
        <FormField label="Montant minimum de la commande (TND)">
          <Input inputMode="decimal" {...form.register('min_amount')} />
        </FormField>
      )}
      {type === 'review' && (
        <FormField label="Note minimale (1 à 5)">
          <Input inputMode="numeric" {...form.register('min_rating')} />
        </FormField>
      )}
      <FormField label="Fin (optionnelle)">
        <FormDateInput control={form.control} name="ends_on" />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-shu-300 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" isLoading={save.isPending}>
          {mission ? 'Enregistrer' : 'Créer la mission'}
        </Button>
        {mission && (
          <Button type="button" variant="ghost" onClick={onDone}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}

export function MissionsEditor({ missions }: { missions: AdminMissionView[] }) {
  const toggle = useToggleMission();
  const [editing, setEditing] = useState<AdminMissionView | null>(null);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2">
        {missions.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 rounded-sm border border-ink-600 bg-ink-800 p-3">
            <div className="min-w-0">
              <p className="font-semibold text-paper">
                {m.title} {!m.actif && <Badge variant="outline">En pause</Badge>}
              </p>
              <p className="text-xs text-paper-400">
                {MISSION_TYPE_LABELS[m.mission_type]} · objectif {m.target_value} · +{m.reward_points} pts · {PERIOD_LABELS[m.reset_period]}
              </p>
              <p className="text-xs text-kin-300">
                {countLabel(m.close_to_completion, 'client proche', 'clients proches')} · {countLabel(m.completed, 'terminée')} cette période
              </p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(m)}>
                Modifier
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => toggle.mutate({ id: m.id, actif: !m.actif }, { onError: (e) => toast.error(adminErrorText(e)) })}
              >
                {m.actif ? 'Mettre en pause' : 'Reprendre'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <MissionForm key={editing?.id ?? 'new'} mission={editing} onDone={() => setEditing(null)} />
    </div>
  );
}
