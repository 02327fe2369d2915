/** Loyalty tab: the balance and how points are earned; the history arrives with the loyalty issue. */
import { Award } from 'lucide-react';
import type { CustomerView } from '../../../lib/session';
import { EmptyState } from './empty-state';

export function LoyaltyTab({ customer }: { customer: CustomerView }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-3 gap-3 text-center">
        {[
          ['Solde', customer.current_points_balance],
          ['Gagnés', customer.total_points_earned],
          ['Utilisés', customer.total_points_redeemed],
        ].map(([label, value]) => (
          <div key={label} className="rounded-sm border border-ink-600 bg-ink-800 px-2 py-3">
            <p className="text-xs tracking-[0.12em] text-paper-500 uppercase">{label}</p>
            <p className="mt-1 font-display text-2xl font-semibold tabular-nums">{value}</p>
          </div>
        ))}
      </div>
      <EmptyState icon={Award} title="Aucun mouvement de points">
        Chaque commande vous rapporte des points, échangeables contre des bons d’achat.
      </EmptyState>
    </div>
  );
}
