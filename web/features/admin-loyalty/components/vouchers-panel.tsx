/** get_all_vouchers: every voucher, filtered by status and searched by code or e-mail. */
import { useDeferredValue, useState } from 'react';
import { VOUCHER_STATUS_LABELS, VOUCHER_STATUSES } from '@core/loyalty';
import { formatTND } from '@core/money';
import { formatOrderDate } from '@core/order-display';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useAllVouchers } from '../api/admin-loyalty';

export function VouchersPanel() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const vouchers = useAllVouchers(status, q);
  return (
    <div className="grid gap-3">
      <div className="grid gap-2 sm:grid-cols-[12rem_1fr]">
        <NativeSelect aria-label="Statut" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Tous les statuts</option>
          {VOUCHER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {VOUCHER_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
        <Input aria-label="Rechercher un bon" placeholder="Code ou e-mail" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {vouchers.data?.length === 0 && <p className="text-sm text-paper-400">Aucun bon d’achat</p>}
      <ul className="grid gap-2">
        {vouchers.data?.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 rounded-sm border border-ink-600 bg-ink-800 p-3 text-sm">
            <span className="min-w-0">
              <code className="font-mono text-paper">{v.code}</code>
              <span className="block truncate text-xs text-paper-400">
                {v.customer_email} · {v.expires_at ? `expire le ${formatOrderDate(v.expires_at)}` : 'sans expiration'}
              </span>
            </span>
            <span className="flex items-center gap-2">
              <span className="tabular-nums text-kin-300">{formatTND(v.amount)}</span>
              <Badge variant={v.status === 'active' ? 'gold' : 'outline'}>{v.held ? 'Réservé' : VOUCHER_STATUS_LABELS[v.status]}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
