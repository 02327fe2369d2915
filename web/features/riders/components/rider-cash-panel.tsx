/**
 * Each rider's cash of a service day, for staff at the end of the shift: the cash deliveries it made and what it
 * must hand in; staff type what it hands in, see the difference as they type, and check it off (once per rider and
 * day). A checked line shows what was handed in, the difference, who checked it and when.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { cashDifference } from '@core/closing';
import { formatTND, parseTndInput } from '@core/money';
import { formatOrderDate } from '@core/order-display';
import { RIDER_MESSAGES, RiderCashForm } from '@core/schemas/riders';
import type { RiderCashView } from '@core/schemas/closing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useCheckRiderCash, useRidersCash } from '../api/riders';

const count = (n: number) => `${n} livraison${n > 1 ? 's' : ''} en espèces`;

function CheckForm({ line, jour }: { line: RiderCashView; jour: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useCheckRiderCash(jour);
  const typed = parseTndInput(text);
  function submit() {
    const parsed = RiderCashForm.safeParse({ especes_remises: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? RIDER_MESSAGES.cashInvalid);
      return;
    }
    setError(null);
    check.mutate(
      { riderId: line.rider_id, body: parsed.data },
      {
        onSuccess: () => toast.success(RIDER_MESSAGES.checked),
        onError: (failure) => toast.error(ADMIN_MESSAGES.errorTitle, { description: errorMessage(failure) }),
      },
    );
  }
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 gap-1 text-sm">
          {`Espèces remises par ${line.nom} (TND)`}
          <Input inputMode="decimal" autoComplete="off" placeholder="0,000" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <Button type="submit" isLoading={check.isPending}>
          Pointer
        </Button>
      </div>
      <p className="flex justify-between text-sm" aria-live="polite">
        <span>Écart</span>
        <span className="font-semibold tabular-nums text-paper">{typed === null ? '—' : formatTND(cashDifference(line.especes_attendues, typed))}</span>
      </p>
      {error && (
        <p role="alert" className="text-sm text-shu-300">
          {error}
        </p>
      )}
    </form>
  );
}

function Line({ line, jour }: { line: RiderCashView; jour: string }) {
  return (
    <li className="grid gap-2 py-3" data-testid={`rider-cash-${line.rider_id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-paper">{line.nom}</span>
        <span className="text-sm text-paper-400">{count(line.commandes)}</span>
      </div>
      <p className="flex justify-between gap-4 text-sm">
        <span>À remettre</span>
        <span className="font-semibold tabular-nums text-paper" data-testid="rider-cash-expected">
          {formatTND(line.especes_attendues)}
        </span>
      </p>
      {line.pointage ? (
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt>Remis</dt>
            <dd className="tabular-nums">{formatTND(line.pointage.especes_remises)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold text-paper">
            <dt>Écart</dt>
            <dd className="tabular-nums">{formatTND(line.pointage.ecart)}</dd>
          </div>
          <p className="text-paper-400">{`Pointé par ${line.pointage.checked_by} le ${formatOrderDate(line.pointage.checked_at)}`}</p>
        </dl>
      ) : (
        <CheckForm line={line} jour={jour} />
      )}
    </li>
  );
}

export function RiderCashPanel({ jour }: { jour: string | null }) {
  const cash = useRidersCash(jour);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Espèces des livreurs</CardTitle>
      </CardHeader>
      <CardContent>
        {cash.isPending && jour !== null && <Skeleton className="h-24" />}
        {cash.isError && <p className="text-shu-300">{errorMessage(cash.error)}</p>}
        {cash.data &&
          (cash.data.livreurs.length === 0 ? (
            <p className="text-paper-400">Aucune livraison confiée à un livreur ce jour-là.</p>
          ) : (
            <ul className="divide-y divide-ink-600" aria-label="Espèces des livreurs">
              {cash.data.livreurs.map((line) => (
                <Line key={line.rider_id} line={line} jour={cash.data.jour} />
              ))}
            </ul>
          ))}
      </CardContent>
    </Card>
  );
}
