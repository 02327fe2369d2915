/**
 * The page variant of the profile form (customer-shop §2 /onboarding, §5): prénom and nom of at
 * least 2 characters, the mobile number, the e-mail locked when the account has one, and the
 * preferred delivery zone, offered only when zones exist.
 */
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { OnboardingInput } from '@core/schemas/profile';
import { Button } from '../../../components/ui/button';
import { ProfileFields } from '../../../components/profile-fields';
import { FormField } from '../../../components/ui/form-field';
import { ZoneSelect, type ZoneOption } from '../../../components/zone-select';
import { emailLabel, ONBOARDING_TEXTS } from './onboarding-intro';

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

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <ProfileFields emailLabel={emailLabel(Boolean(lockedEmail))} emailLocked={Boolean(lockedEmail)} />
        {zones.length > 0 && (
          <FormField label="Zone de livraison préférée (optionnel)">
            <ZoneSelect zones={zones} emptyLabel="Aucune préférence" {...form.register('preferred_delivery_zone')} />
          </FormField>
        )}
        <Button type="submit" size="lg" isLoading={isSaving}>
          {isSaving ? ONBOARDING_TEXTS.saving : ONBOARDING_TEXTS.submit}
        </Button>
        <p className="text-center text-xs text-paper-500">{ONBOARDING_TEXTS.footer}</p>
      </form>
    </FormProvider>
  );
}
