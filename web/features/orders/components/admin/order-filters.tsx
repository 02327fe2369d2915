/** Board filters: status, day, and a search on number, customer name or phone. */
import { Search } from 'lucide-react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type StatutCommande } from '@core/order-status';
import { isDayFirstValue } from '@core/day-first-date';
import { DateInput } from '../../../../components/ui/date-input';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import type { AdminOrderFilters } from '../../api/admin-orders';

export interface OrderFiltersProps {
  value: AdminOrderFilters;
  search: string;
  onSearchChange: (q: string) => void;
  onChange: (filters: AdminOrderFilters) => void;
}

export function OrderFilters({ value, search, onSearchChange, onChange }: OrderFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_12rem_11rem]">
      <div className="relative sm:col-span-2 xl:col-span-1">
        <Label htmlFor="orders-search" className="sr-only">
          Rechercher une commande
        </Label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-paper-500" />
        <Input
          id="orders-search"
          type="search"
          className="pl-9"
          placeholder="N° de commande, nom ou téléphone"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <NativeSelect
        aria-label="Filtrer par statut"
        value={value.statut}
        onChange={(event) => onChange({ ...value, statut: event.target.value as StatutCommande | '' })}
      >
        <option value="">Tous les statuts</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
      {/* The list follows the day once it reads as one (a half-typed date asks nothing). */}
      <DateInput aria-label="Filtrer par date" value={value.date} onChange={(date) => (date === '' || isDayFirstValue(date)) && onChange({ ...value, date })} />
    </div>
  );
}
