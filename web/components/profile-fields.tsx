/**
 * A customer's prénom and nom side by side, the mobile number and the e-mail (customer-shop §2
 * /onboarding, §5 Profile edit): the same fields on the onboarding page and in the account's Profil
 * tab. Rendered inside a react-hook-form FormProvider whose form has these four fields.
 */
import { useFormContext, useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { PHONE_MESSAGES } from '@core/phone';
import type { ProfileUpdateInput } from '@core/schemas/profile';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { PhoneInput } from './ui/phone-input';

type ProfileFieldValues = z.input<typeof ProfileUpdateInput>;

export function ProfileFields({ emailLabel, emailLocked = false }: { emailLabel: string; emailLocked?: boolean }) {
  const { register, control } = useFormContext<ProfileFieldValues>();
  const { errors } = useFormState({ control });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom *" error={errors.prenom?.message}>
          <Input autoComplete="given-name" {...register('prenom')} />
        </FormField>
        <FormField label="Nom *" error={errors.nom?.message}>
          <Input autoComplete="family-name" {...register('nom')} />
        </FormField>
      </div>
      <FormField label="Téléphone mobile *" hint={PHONE_MESSAGES.hint} error={errors.telephone?.message}>
        <PhoneInput {...register('telephone')} />
      </FormField>
      <FormField label={emailLabel} error={errors.email?.message}>
        <Input type="email" autoComplete="email" disabled={emailLocked} {...register('email')} />
      </FormField>
    </>
  );
}
