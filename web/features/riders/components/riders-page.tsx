/**
 * /admin/livreurs: the riders' cash of a service day to check off (operators and admins), then the riders' list:
 * admins add a rider (name, phone, optionally a 'livreur' account), link or unlink its account, deactivate it.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { serviceDayOf } from '@core/opening-hours';
import { phoneLabel } from '@core/riders';
import { RIDER_MESSAGES, RiderInput, type RiderListView, type RiderView } from '@core/schemas/riders';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreateRider, useRiders, useUpdateRider } from '../api/riders';
import { RiderCashPanel } from './rider-cash-panel';

const onError = (error: unknown) => toast.error(ADMIN_MESSAGES.errorTitle, { description: errorMessage(error) });

function AccountSelect({
  list,
  value,
  riderId,
  onChange,
  id,
}: {
  list: RiderListView;
  value: string | null;
  riderId: number | null;
  onChange: (userId: string | null) => void;
  id?: string;
}) {
  const taken = new Set(list.riders.filter((r) => r.id !== riderId && r.user_id).map((r) => r.user_id));
  return (
    <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} aria-label="Compte livreur">
      <option value="">Sans compte</option>
      {list.comptes
        .filter((c) => !taken.has(c.userId))
        .map((c) => (
          <option key={c.userId} value={c.userId}>
            {c.email}
          </option>
        ))}
    </NativeSelect>
  );
}

function AddRider({ list }: { list: RiderListView }) {
  const [nom, setNom] = useState('');
  const [telephone, setTelephone] = useState('');
  const [userId, setUserId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateRider();
  function submit() {
    const parsed = RiderInput.safeParse({ nom, telephone, user_id: userId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(RIDER_MESSAGES.created);
        setNom('');
        setTelephone('');
        setUserId(null);
      },
      onError,
    });
  }
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label="Nom" error={errors.nom}>
        <Input value={nom} onChange={(event) => setNom(event.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Téléphone" error={errors.telephone}>
        <Input inputMode="tel" value={telephone} onChange={(event) => setTelephone(event.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Compte (facultatif)">
        <AccountSelect list={list} value={userId} riderId={null} onChange={setUserId} />
      </FormField>
      <Button type="submit" isLoading={create.isPending}>
        Ajouter
      </Button>
    </form>
  );
}

function RiderRow({ rider, list, isAdmin }: { rider: RiderView; list: RiderListView; isAdmin: boolean }) {
  const update = useUpdateRider();
  const save = (body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate({ riderId: rider.id, body }, { onSuccess: () => toast.success(RIDER_MESSAGES.saved), onError });
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center" data-testid={`rider-row-${rider.id}`}>
      <div className="grid gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-paper">
          {rider.nom}
          {!rider.actif && <Badge variant="outline">Désactivé</Badge>}
        </span>
        <span className="text-sm text-paper-400 tabular-nums">{phoneLabel(rider.telephone)}</span>
        {!isAdmin && <span className="text-sm text-paper-400">{rider.compte ?? 'Sans compte'}</span>}
      </div>
      {isAdmin && (
        <div className="flex flex-wrap items-center gap-2">
          <AccountSelect list={list} value={rider.user_id} riderId={rider.id} onChange={(userId) => save({ user_id: userId })} />
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => save({ actif: !rider.actif })}>
            {rider.actif ? 'Désactiver' : 'Réactiver'}
          </Button>
        </div>
      )}
    </li>
  );
}

export function RidersPage() {
  const { me } = useSession();
  const isAdmin = me?.role === 'admin';
  const [day, setDay] = useState(() => serviceDayOf({}, new Date()));
  const jour = /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
  const riders = useRiders();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 p-4 sm:p-6 lg:p-8">
      <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Livreurs</h1>
      <FormField label="Journée de service" className="max-w-xs" error={jour === null && day !== '' ? 'Date invalide (JJ/MM/AAAA)' : undefined}>
        <DateInput value={day} onChange={setDay} />
      </FormField>
      <RiderCashPanel jour={jour} />
      <Card>
        <CardHeader>
          <CardTitle>Équipe de livraison</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {riders.isPending && <Skeleton className="h-24" />}
          {riders.isError && <p className="text-shu-300">{errorMessage(riders.error)}</p>}
          {riders.data && (
            <>
              {isAdmin && <AddRider list={riders.data} />}
              {isAdmin && riders.data.comptes.length === 0 && (
                <p className="text-sm text-paper-400">Pour qu’un livreur ait sa page sur son téléphone, invitez-le dans Utilisateurs avec le rôle Livreur.</p>
              )}
              {riders.data.riders.length === 0 ? (
                <p className="text-paper-400">Aucun livreur pour le moment.</p>
              ) : (
                <ul className="divide-y divide-ink-600" aria-label="Livreurs">
                  {riders.data.riders.map((rider) => (
                    <RiderRow key={rider.id} rider={rider} list={riders.data} isAdmin={isAdmin} />
                  ))}
                </ul>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
