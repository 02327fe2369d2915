/**
 * Profile tab (customer-shop §5 Profile edit): prénom, nom, téléphone and e-mail, all required (save
 * disabled otherwise); a changed e-mail is confirmed by a link before it replaces the old one.
 */
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { MESSAGES } from '@core/messages';
import { ProfileUpdateInput } from '@core/schemas/profile';
import { Button } from '../../../components/ui/button';
import { ProfileFields } from '../../../components/profile-fields';
import type { CustomerView } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { profileWriteFailure } from '../../../lib/profile-errors';

const PROFILE_SAVED = 'Profil mis à jour';

export function ProfileTab({ customer, accountEmail }: { customer: CustomerView; accountEmail: string }) {
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof ProfileUpdateInput>, unknown, ProfileUpdateInput>({
    resolver: zodResolver(ProfileUpdateInput),
    defaultValues: { prenom: customer.prenom ?? '', nom: customer.nom ?? '', telephone: customer.telephone ?? '', email: customer.email ?? accountEmail },
  });
  const values = useWatch({ control: form.control });
  const allFilled = [values.prenom, values.nom, values.telephone, values.email].every((v) => typeof v === 'string' && v.trim() !== '');

  async function submit(input: ProfileUpdateInput) {
    try {
      const result = await update.mutateAsync(input);
      toast.success(result.emailChangePending ? MESSAGES.profile.emailChangePending : PROFILE_SAVED);
    } catch (error) {
      toast.error(profileWriteFailure(error, 'save'));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex max-w-xl flex-col gap-4">
        <ProfileFields emailLabel="Adresse e-mail *" />
        <div>
          <Button type="submit" disabled={!allFilled} isLoading={update.isPending}>
            Enregistrer
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
