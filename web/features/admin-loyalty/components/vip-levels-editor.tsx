/** VIP levels: name, spending threshold (TND) and points multiplier; one row per level, plus a new one. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { VipLevelView } from '@core/schemas/loyalty';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSaveVipLevel } from '../api/admin-loyalty';
import { adminErrorText, parseTnd, tndText } from './admin-form-utils';

function LevelRow({ level }: { level?: VipLevelView }) {
  const save = useSaveVipLevel();
  const [name, setName] = useState(level?.level_name ?? '');
  const [threshold, setThreshold] = useState(level ? tndText(level.min_spent) : '');
  const [multiplier, setMultiplier] = useState(level ? String(level.points_multiplier) : '1');
  const [error, setError] = useState<string | undefined>();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const minSpent = parseTnd(threshold);
    if (minSpent === null) return setError('Le seuil de dépense doit être un montant positif');
    setError(undefined);
    try {
      await save.mutateAsync({
        id: level?.id,
        input: { level_name: name, min_spent: minSpent, points_multiplier: Number(multiplier.replace(',', '.')), description: level?.description ?? null },
      });
      toast.success(level ? 'Niveau mis à jour' : 'Niveau ajouté');
      if (!level) {
        setName('');
        setThreshold('');
        setMultiplier('1');
      }
    } catch (e) {
      setError(adminErrorText(e));
    }
  }
  const prefix = level ? `niveau ${level.level_name}` : 'nouveau niveau';
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-2 rounded-sm border border-ink-600 bg-ink-800 p-3 sm:grid-cols-[1fr_9rem_7rem_8rem] sm:items-center"
      noValidate
    >
      <Input aria-label={`Nom du ${prefix}`} placeholder="Nom" value={name} onChange={(e) => setName(e.target.value)} />
      <Input
        aria-label={`Seuil de dépense (TND) du ${prefix}`}
        placeholder="Seuil TND"
        inputMode="decimal"
        value={threshold}
        onChange={(e) => setThreshold(e.target.value)}
      />
      <Input
        aria-label={`Multiplicateur du ${prefix}`}
        placeholder="×"
        inputMode="decimal"
        value={multiplier}
        onChange={(e) => setMultiplier(e.target.value)}
      />
      <Button type="submit" size="sm" className="w-full" variant={level ? 'outline' : 'primary'} isLoading={save.isPending}>
        {level ? 'Enregistrer' : 'Ajouter'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-shu-300 sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}

export function VipLevelsEditor({ levels }: { levels: VipLevelView[] }) {
  return (
    <div className="grid gap-2">
      <p className="hidden px-[13px] text-xs tracking-[0.12em] text-paper-400 uppercase sm:grid sm:grid-cols-[1fr_9rem_7rem_8rem] sm:gap-2">
        <span>Niveau</span>
        <span>Seuil (TND dépensés)</span>
        <span>Multiplicateur</span>
        <span />
      </p>
      {levels.map((level) => (
        <LevelRow key={`${level.id}-${level.min_spent}-${level.points_multiplier}`} level={level} />
      ))}
      <LevelRow />
      <p className="text-xs text-paper-400">
        Un client sans niveau atteint est « Aucun ». Les niveaux de tous les clients sont recalculés à chaque changement.
      </p>
    </div>
  );
}
