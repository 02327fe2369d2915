/** Add or edit a saved address (customer-shop §5 Address form): adresse, ville, zone required. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ADDRESS_LABELS } from '@core/address';
import { AddressInput } from '@core/schemas/address';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ZoneSelect, type ZoneOption } from '../../../components/zone-select';
import type { AddressView } from '../api/addresses';

export interface AddressFormDialogProps {
  address: AddressView | null;
  zones: ZoneOption[];
  isSaving: boolean;
  onSubmit: (input: AddressInput) => Promise<void> | void;
  onClose: () => void;
}

export function AddressFormDialog({ address, zones, isSaving, onSubmit, onClose }: AddressFormDialogProps) {
  const form = useForm<z.input<typeof AddressInput>, unknown, AddressInput>({
    resolver: zodResolver(AddressInput),
    defaultValues: {
      adresse: address?.adresse ?? '',
      ville: address?.ville ?? '',
      zone_livraison: address?.zone_livraison ?? '',
      label: address?.label ?? 'Maison',
      instructions_livraison: address?.instructions_livraison ?? '',
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{address ? 'Modifier l’adresse' : 'Nouvelle adresse'}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <FormField label="Libellé">
            <Select {...form.register('label')}>
              {ADDRESS_LABELS.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Adresse *" error={errors.adresse?.message}>
            <Input autoComplete="street-address" {...form.register('adresse')} />
          </FormField>
          <FormField label="Ville *" error={errors.ville?.message}>
            <Input autoComplete="address-level2" {...form.register('ville')} />
          </FormField>
          <FormField label="Zone de livraison *" error={errors.zone_livraison?.message}>
            <ZoneSelect zones={zones} emptyLabel="Sélectionner une zone" {...form.register('zone_livraison')} />
          </FormField>
          <FormField label="Instructions de livraison (optionnel)" error={errors.instructions_livraison?.message}>
            <Textarea rows={3} {...form.register('instructions_livraison')} />
          </FormField>
          <DialogFooter>
            <Button variant="ghost" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" isLoading={isSaving}>
              Enregistrer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
