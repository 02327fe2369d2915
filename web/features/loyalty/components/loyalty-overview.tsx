/** Balance, pending points and the VIP level with what is left to reach the next one. */
import { Crown } from 'lucide-react';
import { vipLevelLabel, vipRemainingText } from '@core/loyalty-levels';
import { formatTND } from '@core/money';
import type { LoyaltySummaryView } from '@core/schemas/loyalty';
import { ProgressBar } from './progress-bar';

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div className="rounded-sm border border-ink-600 bg-ink-800 px-2 py-3 text-center">
      <p className="text-xs tracking-[0.12em] text-paper-400 uppercase">{label}</p>
      <p data-testid={testId} className="mt-1 font-display text-2xl font-semibold tabular-nums">
        {value}
      </p>
    </div>
  );
}

export function LoyaltyOverview({ summary }: { summary: LoyaltySummaryView }) {
  const { vip } = summary;
  const remaining = vipRemainingText(vip);
  // A programme without VIP levels has no top level to reach.
  const hasLevels = vip.current !== null || vip.next !== null;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Solde" value={summary.balance} testId="loyalty-balance" />
        <Figure label="En attente" value={summary.pending_points} testId="loyalty-pending" />
        <Figure label="Gagnés" value={summary.total_points_earned} />
        <Figure label="Utilisés" value={summary.total_points_redeemed} />
      </div>
      <div className="rounded-sm border border-ink-600 bg-ink-800 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p data-testid="vip-level" className="flex items-center gap-2 font-display text-lg font-semibold">
            <Crown aria-hidden="true" className="size-5 text-kin" />
            Niveau {vipLevelLabel(vip.current)}
          </p>
          <p className="text-sm text-paper-300">Total dépensé {formatTND(summary.montant_total_depense)}</p>
        </div>
        {vip.next ? (
          <>
            <ProgressBar className="mt-3" percent={vip.percent} label={`Progression vers le niveau ${vip.next.level_name}`} />
            <p className="mt-2 text-sm text-paper-300">{remaining}</p>
          </>
        ) : (
          hasLevels && <p className="mt-2 text-sm text-paper-300">Vous avez atteint le plus haut niveau.</p>
        )}
        {summary.pending_points > 0 && (
          <p className="mt-2 text-xs text-paper-400">Les points en attente deviennent disponibles à la livraison de vos commandes.</p>
        )}
      </div>
    </div>
  );
}
