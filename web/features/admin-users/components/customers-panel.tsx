/** Customers: search by name, e-mail or phone; a detail with orders, points and addresses; blacklist with a reason. */
import { useDeferredValue, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatTND } from '@core/money';
import { statusLabel } from '@core/order-status';
import { BlacklistReasonInput } from '@core/schemas/staff';
import { countLabel } from '@core/plural';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useCustomer, useCustomers, useSetBlacklist } from '../api/users';

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Tunis' });

/** The reason and the button that put a customer on the blacklist; the reason is required, as the server says. */
function BlacklistForm({ id }: { id: number }) {
  const blacklist = useSetBlacklist();
  const form = useForm<z.input<typeof BlacklistReasonInput>, unknown, BlacklistReasonInput>({
    resolver: zodResolver(BlacklistReasonInput),
    defaultValues: { motif: '' },
  });
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={form.handleSubmit(({ motif }) => blacklist.mutate({ id, is_blacklisted: true, motif }, { onSuccess: () => form.reset() }))}
    >
      <FormField label="Raison de la mise sur liste noire" error={form.formState.errors.motif?.message}>
        <Textarea rows={2} {...form.register('motif')} />
      </FormField>
      <Button type="submit" variant="outline" size="sm" isLoading={blacklist.isPending}>
        Mettre sur liste noire
      </Button>
    </form>
  );
}

function CustomerDetail({ id }: { id: number }) {
  const detail = useCustomer(id);
  const blacklist = useSetBlacklist();
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return null;
  const { customer, points, addresses, orders } = detail.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{[customer.prenom, customer.nom].filter(Boolean).join(' ') || customer.email}</CardTitle>
        <p className="text-sm text-paper-400">
          {customer.email} · {customer.telephone ?? '—'} · {countLabel(points, 'point')}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {customer.is_blacklisted ? (
          <div className="space-y-2 rounded-md border border-shu/40 bg-shu/10 p-3">
            <p className="text-sm text-shu-300">Sur liste noire : {customer.blacklist_motif}</p>
            <Button type="button" variant="outline" size="sm" isLoading={blacklist.isPending} onClick={() => blacklist.mutate({ id, is_blacklisted: false })}>
              Retirer de la liste noire
            </Button>
          </div>
        ) : (
          <BlacklistForm id={id} />
        )}
        <section>
          <h3 className="mb-1 text-sm font-medium text-paper">Adresses</h3>
          {addresses.length === 0 ? (
            <p className="text-sm text-paper-500">Aucune adresse</p>
          ) : (
            <ul className="text-sm text-paper-400">
              {addresses.map((a) => (
                <li key={a.id}>
                  {a.adresse}, {a.ville}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h3 className="mb-1 text-sm font-medium text-paper">Commandes ({orders.length})</h3>
          <ul className="divide-y divide-ink-600 text-sm">
            {orders.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span className="font-mono">{o.numero_commande}</span>
                <span className="text-paper-400">{day.format(new Date(o.created_at))}</span>
                <span>{statusLabel(o.statut_commande)}</span>
                <span>{formatTND(o.total_ttc)}</span>
                {o.is_test && <Badge>Test</Badge>}
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}

export function CustomersPanel() {
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  const list = useCustomers(deferred);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="space-y-3">
        <FormField label="Rechercher un client (nom, e-mail ou téléphone)">
          <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </FormField>
        <ul className="space-y-1" aria-label="Clients">
          {list.data?.customers.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => setSelected(c.id)}
                aria-pressed={selected === c.id}
                className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-ink-600 bg-ink-800 px-3 py-2 text-left hover:border-kin/50 aria-pressed:border-kin"
              >
                <span className="min-w-0">
                  <span className="block truncate text-paper">{[c.prenom, c.nom].filter(Boolean).join(' ') || c.email}</span>
                  <span className="block truncate text-xs text-paper-500">
                    {c.email} · {c.telephone ?? '—'}
                  </span>
                </span>
                {c.is_blacklisted && <Badge>Liste noire</Badge>}
              </button>
            </li>
          ))}
          {list.data && list.data.customers.length === 0 && <li className="text-sm text-paper-500">Aucun client trouvé</li>}
        </ul>
      </div>
      {selected !== null && <CustomerDetail key={selected} id={selected} />}
    </div>
  );
}
