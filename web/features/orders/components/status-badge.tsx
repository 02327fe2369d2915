/** A status with its colour on the board: new orders red, in progress gold, finished muted. */
import { normalizeStatus, statusLabel, type StatutCommande } from '@core/order-status';
import { cn } from '../../../lib/cn';

const TONES: Record<StatutCommande, string> = {
  Recu: 'bg-shu text-paper',
  Attente_verif: 'border border-shu-300 text-shu-300',
  En_preparation: 'bg-kin text-ink',
  Pret: 'border border-kin text-kin-300',
  En_livraison: 'border border-kin text-kin-300',
  Livre: 'bg-ink-600 text-paper-200',
  Annule: 'bg-ink-700 text-paper-500 line-through',
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const normalized = normalizeStatus(status);
  return (
    <span
      className={cn('inline-flex items-center rounded-xs px-2 py-0.5 text-[0.7rem] font-semibold tracking-[0.06em] uppercase', TONES[normalized], className)}
      data-status={normalized}
    >
      {statusLabel(normalized)}
    </span>
  );
}
