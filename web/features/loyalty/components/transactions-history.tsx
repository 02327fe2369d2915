/** The points ledger, newest first, 20 a page. */
import { useState } from 'react';
import { Award } from 'lucide-react';
import { formatOrderDate } from '@core/order-display';
import { pageCount } from '@core/page';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/empty-state';
import { useLoyaltyTransactions } from '../api/loyalty';
import { LoadError } from './load-error';

export function TransactionsHistory() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useLoyaltyTransactions(page);
  if (isPending) return <p className="text-sm text-paper-400">Chargement de l’historique…</p>;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (data.total === 0)
    return (
      <EmptyState icon={Award} title="Aucun mouvement de points">
        Chaque commande vous rapporte des points, échangeables contre des bons d’achat.
      </EmptyState>
    );
  const pages = pageCount(data.total, data.pageSize);
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-ink-600 rounded-sm border border-ink-600 bg-ink-800" data-testid="loyalty-history">
        {data.items.map((tx) => {
          const delta = tx.points_earned - tx.points_redeemed;
          return (
            <li key={tx.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm text-paper">{tx.description}</p>
                <p className="text-xs text-paper-400">
                  {formatOrderDate(tx.created_at)} · solde {tx.points_balance}
                </p>
              </div>
              <span className={delta >= 0 ? 'font-semibold text-kin-300 tabular-nums' : 'font-semibold text-shu-300 tabular-nums'}>
                {delta >= 0 ? `+${delta}` : delta}
              </span>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between text-sm text-paper-300">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Précédent
          </Button>
          <span>
            Page {page} / {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Suivant
          </Button>
        </div>
      )}
    </div>
  );
}
