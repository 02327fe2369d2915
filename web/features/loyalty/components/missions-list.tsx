/** Missions with their progress, deadline and the claim button ('Récompense récupérée !' once paid). */
import { Target } from 'lucide-react';
import { toast } from 'sonner';
import { missionProgressPercent } from '@core/loyalty';
import { MISSION_MESSAGES } from '@core/loyalty-missions';
import { formatOrderDate } from '@core/order-display';
import type { CustomerMissionView } from '@core/schemas/loyalty';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useClaimMission, useMissions } from '../api/loyalty';
import { ProgressBar } from './progress-bar';
import { LoadError } from './load-error';

function MissionCard({ item }: { item: CustomerMissionView }) {
  const claim = useClaimMission();
  const { mission } = item;
  const percent = missionProgressPercent(item.current_progress, mission.target_value);
  async function onClaim() {
    if (item.progress_id === null) return;
    try {
      const result = await claim.mutateAsync(item.progress_id);
      toast.success(MISSION_MESSAGES.claimed, { description: MISSION_MESSAGES.pointsAdded(result.pointsAwarded) });
    } catch {
      toast.error(MISSION_MESSAGES.claimFailed);
    }
  }
  return (
    <li className="rounded-sm border border-ink-600 bg-ink-800 p-4" data-testid="mission">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold text-paper">{mission.title}</h4>
          {mission.description && <p className="mt-0.5 text-sm text-paper-400">{mission.description}</p>}
        </div>
        <Badge variant="gold">+{mission.reward_points} pts</Badge>
      </div>
      <ProgressBar className="mt-3" percent={percent} label={`Progression de la mission ${mission.title}`} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-paper-300 tabular-nums">
          {item.current_progress} / {mission.target_value}
          {item.expires_at && item.state !== 'claimed' && (
            <span className="text-paper-400"> · jusqu’au {formatOrderDate(new Date(Date.parse(item.expires_at) - 60_000).toISOString())}</span>
          )}
        </span>
        {item.state === 'completed' && (
          <Button size="sm" onClick={onClaim} disabled={claim.isPending}>
            Récupérer la récompense
          </Button>
        )}
        {item.state === 'claimed' && <Badge variant="outline">Récompense récupérée</Badge>}
        {item.state === 'expired' && <Badge variant="outline">Expirée</Badge>}
      </div>
    </li>
  );
}

export function MissionsList() {
  const { data, isPending, isError, refetch } = useMissions();
  if (isPending) return <p className="text-sm text-paper-400">Chargement des missions…</p>;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (data.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-paper-400">
        <Target aria-hidden="true" className="size-4" /> Aucune mission en cours.
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.map((item) => (
        <MissionCard key={`${item.mission.id}-${item.progress_id ?? 'new'}`} item={item} />
      ))}
    </ul>
  );
}
