/** Missions: the list (progress of customers, pause/resume, edit) and the create/edit form. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MISSION_RESET_PERIODS, type MissionResetPeriod } from '@core/loyalty';
import { MISSION_TYPE_LABELS, MISSION_TYPES, type MissionType } from '@core/loyalty-missions';
import type { AdminMissionView } from '@core/schemas/loyalty';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSaveMission, useToggleMission } from '../api/admin-loyalty';
import { adminErrorText, parseTnd, tndText } from './admin-form-utils';

const PERIOD_LABELS: Record<MissionResetPeriod, string> = { daily: 'Chaque jour', weekly: 'Chaque semaine', monthly: 'Chaque mois', none: 'Une seule fois' };

function MissionForm({ mission, onDone }: { mission: AdminMissionView | null; onDone: () => void }) {
  const save = useSaveMission();
  const [title, setTitle] = useState(mission?.title ?? '');
  const [description, setDescription] = useState(mission?.description ?? '');
  const [type, setType] = useState<MissionType>(mission?.mission_type ?? 'order_count');
  const [target, setTarget] = useState(String(mission?.target_value ?? 1));
  const [reward, setReward] = useState(String(mission?.reward_points ?? 50));
  const [period, setPeriod] = useState<MissionResetPeriod>(mission?.reset_period ?? 'monthly');
  const [minAmount, setMinAmount] = useState(mission?.conditions.min_amount !== undefined ? tndText(mission.conditions.min_amount) : '');
  const [minRating, setMinRating] = useState(String(mission?.conditions.min_rating ?? 4));
  const [endsAt, setEndsAt] = useState(mission?.ends_at?.slice(0, 10) ?? '');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const conditions: { min_amount?: number; min_rating?: number } = {};
    if (type === 'order_amount') {
      const m = parseTnd(minAmount);
      if (m === null) return setError('Le seuil de dépense doit être un montant positif');
      conditions.min_amount = m;
    }
    if (type === 'review') conditions.min_rating = Number(minRating);
    setError(undefined);
    try {
      await save.mutateAsync({
        id: mission?.id,
        input: {
          title,
          description: description || null,
          mission_type: type,
          target_value: Number(target),
          reward_points: Number(reward),
          reset_period: period,
          conditions,
          starts_at: mission?.starts_at ?? null,
          ends_at: endsAt ? new Date(`${endsAt}T23:59:59+01:00`).toISOString() : null,
          actif: mission?.actif ?? true,
        },
      });
      toast.success(mission ? 'Mission mise à jour' : 'Mission créée');
      onDone();
    } catch (e) {
      setError(adminErrorText(e));
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-sm border border-ink-600 bg-ink-800 p-4 sm:grid-cols-2" noValidate>
      <h3 className="font-display text-lg font-semibold sm:col-span-2">{mission ? `Modifier « ${mission.title} »` : 'Nouvelle mission'}</h3>
      <FormField label="Titre" className="sm:col-span-2">
        <Input value={title} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <FormField label="Description" className="sm:col-span-2">
        <Input value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <FormField label="Type">
        <NativeSelect value={type} onChange={(e) => setType(e.target.value as MissionType)}>
          {MISSION_TYPES.map((t) => (
            <option key={t} value={t}>
              {MISSION_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Période">
        <NativeSelect value={period} onChange={(e) => setPeriod(e.target.value as MissionResetPeriod)}>
          {MISSION_RESET_PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Objectif">
        <Input inputMode="numeric" value={target} onChange={(e) => setTarget(e.target.value)} />
      </FormField>
      <FormField label="Récompense (points)">
        <Input inputMode="numeric" value={reward} onChange={(e) => setReward(e.target.value)} />
      </FormField>
      {type === 'order_amount' && (
        <FormField label="Montant minimum de la commande (TND)">
          <Input inputMode="decimal" value={minAmount} onChange={(e) => setMinAmount(e.target.value)} />
        </FormField>
      )}
      {type === 'review' && (
        <FormField label="Note minimale (1 à 5)">
          <Input inputMode="numeric" value={minRating} onChange={(e) => setMinRating(e.target.value)} />
        </FormField>
      )}
      <FormField label="Fin (optionnelle)">
        <Input type="date" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
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
                {m.close_to_completion} client(s) proche(s) · {m.completed} terminée(s) cette période
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
