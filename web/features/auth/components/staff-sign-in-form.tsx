/** Staff e-mail and password (back-office §2 /admin/login), validated by core's PasswordSignInInput. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PasswordSignInInput } from '@core/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';

export interface StaffSignInFormProps {
  isSigningIn: boolean;
  error?: string;
  onSubmit: (values: PasswordSignInInput) => Promise<void> | void;
}

export function StaffSignInForm({ isSigningIn, error, onSubmit }: StaffSignInFormProps) {
  const form = useForm<z.input<typeof PasswordSignInInput>, unknown, PasswordSignInInput>({
    resolver: zodResolver(PasswordSignInInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4 text-left">
      <FormField label="Adresse e-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="username" {...form.register('email')} />
      </FormField>
      <FormField label="Mot de passe" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {error && (
        <p role="alert" className="rounded-sm border border-shu/40 bg-shu/10 px-3 py-2 text-sm text-shu-300">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={isSigningIn}>
        Se connecter
      </Button>
    </form>
  );
}
