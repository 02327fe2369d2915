/** New password and its confirmation, with show/hide toggles (core's NewPasswordInput rule). */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordInput } from '@core/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';

export interface ResetPasswordFormProps {
  isSaving: boolean;
  onSubmit: (values: NewPasswordInput) => Promise<void> | void;
}

export function ResetPasswordForm({ isSaving, onSubmit }: ResetPasswordFormProps) {
  const form = useForm<NewPasswordInput>({ resolver: zodResolver(NewPasswordInput), defaultValues: { password: '', confirmation: '' } });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField label="Nouveau mot de passe" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirmer le mot de passe" error={errors.confirmation?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmation')} />
      </FormField>
      <Button type="submit" size="lg" isLoading={isSaving}>
        Mettre à jour le mot de passe
      </Button>
    </form>
  );
}
