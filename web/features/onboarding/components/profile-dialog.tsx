/**
 * The 'Complétez votre profil' modal (back-office §2 Global overlays, §4 Onboarding modal): full
 * name, mobile phone, e-mail; 'Plus tard (24h)' snoozes it, 'Ne plus demander' and the close button
 * stop it for good. Outside clicks do not dismiss it. Lazy: only loaded for users who need it.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { MESSAGES } from '@core/messages';
import { PHONE_MESSAGES } from '@core/phone';
import { ProfileDialogInput } from '@core/schemas/profile';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PhoneInput } from '../../../components/ui/phone-input';
import type { Me } from '../../../lib/session';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { skipFor24Hours, skipForever } from '../utils/skip-flags';
import { emailLabel, OnboardingIntro, ONBOARDING_TEXTS } from './onboarding-intro';
import { profileWriteFailure } from '../../../lib/profile-errors';

export interface ProfileDialogProps {
  me: Me;
  onClose: () => void;
}

export default function ProfileDialog({ me, onClose }: ProfileDialogProps) {
  const complete = useCompleteOnboarding();
  const lockedEmail = me.user?.email || null;
  const customer = me.customer;
  const form = useForm<z.input<typeof ProfileDialogInput>, unknown, ProfileDialogInput>({
    resolver: zodResolver(ProfileDialogInput),
    defaultValues: {
      full_name: [customer?.prenom, customer?.nom].filter(Boolean).join(' '),
      phone: customer?.telephone ?? '',
      email: lockedEmail ?? '',
    },
  });
  const { errors } = form.formState;

  function neverAsk() {
    skipForever();
    toast.info(MESSAGES.profile.completeLater);
    onClose();
  }

  async function submit(values: ProfileDialogInput) {
    try {
      await complete.mutateAsync(values);
    } catch (error) {
      toast.error(profileWriteFailure(error, 'create'));
      return;
    }
    toast.success(MESSAGES.profile.completed);
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && neverAsk()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{ONBOARDING_TEXTS.title}</DialogTitle>
          <DialogDescription>{ONBOARDING_TEXTS.footer}</DialogDescription>
        </DialogHeader>
        <OnboardingIntro />
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
          <FormField label="Nom complet *" error={errors.full_name?.message}>
            <Input autoComplete="name" {...form.register('full_name')} />
          </FormField>
          <FormField label="Téléphone mobile *" hint={PHONE_MESSAGES.hint} error={errors.phone?.message}>
            <PhoneInput {...form.register('phone')} />
          </FormField>
          <FormField label={emailLabel(Boolean(lockedEmail))} error={errors.email?.message}>
            <Input type="email" autoComplete="email" disabled={Boolean(lockedEmail)} {...form.register('email')} />
          </FormField>
          <Button type="submit" size="lg" isLoading={complete.isPending}>
            {complete.isPending ? ONBOARDING_TEXTS.saving : ONBOARDING_TEXTS.submit}
          </Button>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="outline"
              className="sm:flex-1"
              onClick={() => {
                skipFor24Hours();
                onClose();
              }}
            >
              Plus tard (24h)
            </Button>
            <Button variant="ghost" className="sm:flex-1" onClick={neverAsk}>
              Ne plus demander
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
