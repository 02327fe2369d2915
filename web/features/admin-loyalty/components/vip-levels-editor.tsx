/** VIP levels: name, spending threshold (TND) and points multiplier; one row per level, plus a new one. */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { VipLevelForm, type VipLevelInput, type VipLevelView } from '@core/schemas/loyalty';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSaveVipLevel } from '../api/admin-loyalty';
import { adminErrorText, firstError, tndText } from './admin-form-utils';

function LevelRow({ level }: { level?: VipLevelView }) {
  const save = useSaveVipLevel();
  const form = useForm<z.input<typeof VipLevelForm>, unknown, VipLevelInput>({
    resolver: zodResolver(VipLevelForm),
    defaultValues: {
      level_name: level?.level_name ?? '',
      min_spent: level ? tndText(level.min_spent) : '',
      points_multiplier: level ? String(level.points_multiplier) : '1',
      description: level?.description ?? null,
    },
  });
  const [serverError, setServerError] = useState<string | undefined>();
  const error = firstError(form.formState.errors, serverError);
  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(undefined);
    try {
      await save.mutateAsync({ id: level?.id, input });
      toast.success(level ? 'Niveau mis à jour' : 'Niveau ajouté');
      if (!level) form.reset();
    } catch (e) {
      setServerError(adminErrorText(e));
    }
  });
  const prefix = level ? `niveau ${level.level_name}` : 'nouveau niveau';
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-2 rounded-sm border border-ink-600 bg-ink-800 p-3 sm:grid-cols-[1fr_9rem_7rem_8rem] sm:items-center"
      noValidate
    >
      <Input aria-label={`Nom du ${prefix}`} placeholder="Nom" {...form.register('level_name')} />
      <Input aria-label={`Seuil de dépense (TND) du ${prefix}`} placeholder="Seuil TND" inputMode="decimal" {...form.register('min_spent')} />
      <Input aria-label={`Multiplicateur du ${prefix}`} placeholder="×" inputMode="decimal" {...form.register('points_multiplier')} />
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
