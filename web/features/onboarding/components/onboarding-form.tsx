/**
 * The page variant of the profile form (customer-shop §2 /onboarding, §5): prénom and nom of at
 * least 2 characters, the mobile number, the e-mail locked when the account has one, and the
 * preferred delivery zone, offered only when zones exist.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PHONE_MESSAGES } from '@core/phone';
import { OnboardingInput } from '@core/schemas/profile';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Select } from '../../../components/ui/select';
import { emailLabel, ONBOARDING_TEXTS } from './onboarding-intro';

export interface ZoneOption {
  code: string;
  nom: string;
}

export interface OnboardingFormProps {
  defaults: { prenom?: string | null; nom?: string | null; telephone?: string | null; email?: string | null; zone?: string | null };
  /** The account's e-mail: shown locked. */
  lockedEmail: string | null;
  zones: ZoneOption[];
  isSaving: boolean;
  onSubmit: (values: OnboardingInput) => Promise<void> | void;
}

export function OnboardingForm({ defaults, lockedEmail, zones, isSaving, onSubmit }: OnboardingFormProps) {
  const form = useForm<z.input<typeof OnboardingInput>, unknown, OnboardingInput>({
    resolver: zodResolver(OnboardingInput),
    defaultValues: {
      prenom: defaults.prenom ?? '',
      nom: defaults.nom ?? '',
      telephone: defaults.telephone ?? '',
      email: lockedEmail ?? defaults.email ?? '',
      preferred_delivery_zone: defaults.zone ?? '',
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom *" error={errors.prenom?.message}>
          <Input autoComplete="given-name" {...form.register('prenom')} />
        </FormField>
        <FormField label="Nom *" error={errors.nom?.message}>
          <Input autoComplete="family-name" {...form.register('nom')} />
        </FormField>
      </div>
      <FormField label="Téléphone mobile *" hint={PHONE_MESSAGES.hint} error={errors.telephone?.message}>
        <PhoneInput {...form.register('telephone')} />
      </FormField>
      <FormField label={emailLabel(Boolean(lockedEmail))} error={errors.email?.message}>
        <Input type="email" autoComplete="email" disabled={Boolean(lockedEmail)} {...form.register('email')} />
      </FormField>
      {zones.length > 0 && (
        <FormField label="Zone de livraison préférée (optionnel)">
          <Select {...form.register('preferred_delivery_zone')}>
            <option value="">Aucune préférence</option>
            {zones.map((zone) => (
              <option key={zone.code} value={zone.code}>
                {zone.nom}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <Button type="submit" size="lg" isLoading={isSaving}>
        {isSaving ? ONBOARDING_TEXTS.saving : ONBOARDING_TEXTS.submit}
      </Button>
      <p className="text-center text-xs text-paper-500">{ONBOARDING_TEXTS.footer}</p>
    </form>
  );
}
