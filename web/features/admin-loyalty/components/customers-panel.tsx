/** Customers with their points; one opens its ledger and the manual adjustment (a reason is required). */
import { useDeferredValue, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatTND } from '@core/money';
import { formatOrderDate } from '@core/order-display';
import { pageCount } from '@core/page';
import { AdjustmentForm, type AdjustmentInput } from '@core/schemas/loyalty';
import { countLabel } from '@core/plural';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useAdjustPoints, useCustomerLedger, useLoyaltyCustomers } from '../api/admin-loyalty';
import { adminErrorText, firstError } from './admin-form-utils';

/** Précédent / Suivant (`numbered`: with 'Page n / N' between them) under a list longer than one page. */
function Pager({
  page,
  total,
  pageSize,
  onPage,
  numbered = false,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  numbered?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Précédent
      </Button>
      {numbered && (
        <span>
          Page {page} / {pages}
        </span>
      )}
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Suivant
      </Button>
    </div>
  );
}

function Ledger({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useCustomerLedger(customerId, page);
  const adjust = useAdjustPoints();
  const form = useForm<z.input<typeof AdjustmentForm>, unknown, AdjustmentInput>({
    resolver: zodResolver(AdjustmentForm),
    defaultValues: { points: '', reason: '' },
  });
  const [serverError, setServerError] = useState<string | undefined>();
  const error = firstError(form.formState.errors, serverError);
  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(undefined);
    try {
      const { balance } = await adjust.mutateAsync({ customerId, input });
      toast.success(`Solde mis à jour : ${countLabel(balance, 'point')}`);
      form.reset();
    } catch (e) {
      setServerError(adminErrorText(e));
    }
  });
  return (
    <div className="grid gap-3 border-t border-ink-600 pt-3">
      <form onSubmit={onSubmit} className="grid gap-2 sm:grid-cols-[8rem_1fr_auto] sm:items-end" noValidate>
        <FormField label="Points (±)">
          <Input inputMode="numeric" {...form.register('points')} />
        </FormField>
        <FormField label="Motif">
          <Input {...form.register('reason')} />
        </FormField>
        <Button type="submit" isLoading={adjust.isPending}>
          Ajuster
        </Button>
        {error && (
          <p role="alert" className="text-sm text-shu-300 sm:col-span-3">
            {error}
          </p>
        )}
      </form>
      <ul className="grid gap-1 text-sm">
        {ledger.data?.items.map((tx) => (
          <li key={tx.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate text-paper-300">
              {formatOrderDate(tx.created_at)} · {tx.description}
            </span>
            <span className="tabular-nums">
              {tx.points_earned - tx.points_redeemed >= 0 ? '+' : ''}
              {tx.points_earned - tx.points_redeemed} → {tx.points_balance}
            </span>
          </li>
        ))}
        {ledger.data?.total === 0 && <li className="text-paper-400">Aucun mouvement de points</li>}
      </ul>
      {ledger.data && <Pager page={page} total={ledger.data.total} pageSize={ledger.data.pageSize} onPage={setPage} />}
    </div>
  );
}

export function CustomersPanel() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const customers = useLoyaltyCustomers(q, page);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="grid gap-3">
      <Input
        aria-label="Rechercher un client"
        placeholder="E-mail, nom ou prénom"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
      />
      {customers.isError && <p className="text-sm text-shu-300">{adminErrorText(customers.error)}</p>}
      <ul className="grid gap-2">
        {customers.data?.items.map((c) => (
          <li key={c.id} className="rounded-sm border border-ink-600 bg-ink-800 p-3">
            <button
              type="button"
              className="flex w-full flex-wrap items-center justify-between gap-2 text-left"
              aria-expanded={open === c.id}
              onClick={() => setOpen(open === c.id ? null : c.id)}
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold text-paper">{[c.prenom, c.nom].filter(Boolean).join(' ') || c.email}</span>
                <span className="block truncate text-xs text-paper-400">
                  {c.email} · {c.level_name ?? 'Aucun'} · {formatTND(c.montant_total_depense)}
                </span>
              </span>
              <span className="text-sm tabular-nums text-kin-300">
                {c.current_points_balance} pts{c.pending_points > 0 ? ` (+${c.pending_points} en attente)` : ''}
              </span>
            </button>
            {open === c.id && <Ledger customerId={c.id} />}
          </li>
        ))}
      </ul>
      {customers.data && <Pager page={page} total={customers.data.total} pageSize={customers.data.pageSize} onPage={setPage} numbered />}
    </div>
  );
}
