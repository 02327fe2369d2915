/** Staff: list with role and last sign-in, invite by e-mail, role change, disable / re-enable. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { InviteStaffInput, STAFF_ROLE_LABELS } from '@core/schemas/staff';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useInviteStaff, useStaff, useUpdateStaff } from '../api/users';
import type { AccountRole } from '@core/api-views';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Tunis' });

export function StaffPanel() {
  const staff = useStaff();
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  const form = useForm<z.input<typeof InviteStaffInput>, unknown, InviteStaffInput>({
    resolver: zodResolver(InviteStaffInput),
    defaultValues: { email: '', role: 'operator' },
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const submit = form.handleSubmit((input) => invite.mutate(input, { onSuccess: () => form.resetField('email') }));

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Inviter un membre du personnel</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
            <FormField label="Adresse e-mail" error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <FormField label="Rôle" error={errors.role?.message}>
              <NativeSelect {...form.register('role')}>
                <option value="operator">{STAFF_ROLE_LABELS.operator}</option>
                <option value="admin">{STAFF_ROLE_LABELS.admin}</option>
                <option value="livreur">{STAFF_ROLE_LABELS.livreur}</option>
              </NativeSelect>
            </FormField>
            <Button type="submit" isLoading={invite.isPending} disabled={!email.trim()} className="sm:mt-[1.625rem]">
              Inviter
            </Button>
          </form>
          <p className="mt-2 text-xs text-paper-500">La personne reçoit un lien pour choisir son mot de passe, puis se connecte sur /admin/login.</p>
        </CardContent>
      </Card>
      {staff.isPending ? (
        <PageSpinner />
      ) : staff.isError ? (
        <p role="alert" className="text-shu-300">
          {errorMessage(staff.error)}
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Personnel">
          {staff.data.staff.map((member) => (
            <li key={member.userId} className="flex flex-col gap-3 rounded-md border border-ink-600 bg-ink-800 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-paper">
                  {member.email} {member.isSelf && <span className="text-xs text-paper-500">(vous)</span>}
                </p>
                <p className="text-xs text-paper-500">
                  Dernière connexion : {member.derniere_connexion ? dateTime.format(new Date(member.derniere_connexion)) : 'jamais'}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {member.desactive && <Badge>Désactivé</Badge>}
                <NativeSelect
                  aria-label={`Rôle de ${member.email}`}
                  value={member.role}
                  disabled={member.isSelf || update.isPending}
                  onChange={(e) => update.mutate({ userId: member.userId, role: e.target.value as AccountRole })}
                  className="w-44"
                >
                  <option value="operator">{STAFF_ROLE_LABELS.operator}</option>
                  <option value="admin">{STAFF_ROLE_LABELS.admin}</option>
                  <option value="livreur">{STAFF_ROLE_LABELS.livreur}</option>
                </NativeSelect>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={member.isSelf || update.isPending}
                  onClick={() => update.mutate({ userId: member.userId, desactive: !member.desactive })}
                >
                  {member.desactive ? 'Réactiver' : 'Désactiver'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
