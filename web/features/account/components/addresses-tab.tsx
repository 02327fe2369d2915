/**
 * Addresses tab (customer-shop §2, §8): the saved addresses most used first, add, edit, and delete
 * after the spec's confirmation; a repeated address (same street and city) is refused before sending.
 */
import { useState } from 'react';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ADDRESS_MESSAGES, isDuplicateAddress, sortAddressesByUsage } from '@core/address';
import { MESSAGES } from '@core/messages';
import type { AddressInput } from '@core/schemas/address';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ZoneOption } from '../../../components/zone-select';
import { ApiError } from '../../../lib/api-client';
import { useAddresses, useCreateAddress, useDeleteAddress, useUpdateAddress, type AddressView } from '../api/addresses';
import { AddressFormDialog } from './address-form-dialog';
import { ACCOUNT_TAB_TEXTS } from '@core/pages';
import { EmptyState } from '../../../components/empty-state';

function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export function AddressesTab({ zones }: { zones: ZoneOption[] }) {
  const { data, isPending, isError } = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<AddressView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressView | null>(null);
  const addresses = sortAddressesByUsage(data ?? []);
  const zoneName = (code: string) => zones.find((z) => z.code === code)?.nom ?? code;

  async function save(input: AddressInput) {
    const current = editing === 'new' ? null : editing;
    if (isDuplicateAddress(input, addresses, current?.id)) {
      toast.error(ADDRESS_MESSAGES.duplicate);
      return;
    }
    try {
      if (current) await update.mutateAsync({ id: current.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      toast.error(failure(error, current ? MESSAGES.address.updateError : MESSAGES.address.addError));
      return;
    }
    toast.success(current ? MESSAGES.address.updated : MESSAGES.address.added);
    setEditing(null);
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(MESSAGES.address.deleted);
    } catch (error) {
      toast.error(failure(error, MESSAGES.address.deleteError));
    }
    setDeleting(null);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold">{ACCOUNT_TAB_TEXTS.addressesTitle}</h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {ACCOUNT_TAB_TEXTS.addAddress}
        </Button>
      </div>
      {isPending ? (
        <Skeleton className="h-28" />
      ) : isError ? (
        <p role="alert" className="text-shu-300">
          {MESSAGES.auth.genericErrorRetry}
        </p>
      ) : addresses.length === 0 ? (
        <EmptyState icon={MapPin} title={ACCOUNT_TAB_TEXTS.noAddressTitle}>
          {ACCOUNT_TAB_TEXTS.noAddressHint}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} data-testid="address-card" className="flex flex-col gap-2 rounded-md border border-ink-600 bg-ink-800 p-4 shadow-card">
              <div className="flex items-center justify-between gap-2">
                <Badge variant="gold">{address.label}</Badge>
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Modifier l’adresse ${address.adresse}`} onClick={() => setEditing(address)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Supprimer l’adresse ${address.adresse}`} onClick={() => setDeleting(address)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <p className="text-paper">{address.adresse}</p>
              <p className="text-sm text-paper-400">
                {address.ville} · {zoneName(address.zone_livraison)}
              </p>
              {address.instructions_livraison && <p className="text-sm text-paper-500 italic">{address.instructions_livraison}</p>}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AddressFormDialog
          address={editing === 'new' ? null : editing}
          zones={zones}
          isSaving={create.isPending || update.isPending}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer l’adresse"
        description={MESSAGES.address.deleteConfirm}
        confirmLabel="Supprimer"
        isLoading={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
