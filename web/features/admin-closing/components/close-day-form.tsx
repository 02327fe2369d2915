/** The closing's form: the cash counted typed in TND, the difference with the cash expected as it is typed, a note, Clôturer. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { cashDifference } from '@core/closing';
import { formatTND, parseTndInput, type Millimes } from '@core/money';
import { CloseDayForm as CloseDaySchema } from '@core/schemas/closing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useCloseDay } from '../api/closing';

export function CloseDayForm({ jour, expected }: { jour: string; expected: Millimes }) {
  const form = useForm<z.input<typeof CloseDaySchema>, unknown, z.output<typeof CloseDaySchema>>({
    resolver: zodResolver(CloseDaySchema),
    defaultValues: { especes_comptees: '', note: '' },
  });
  const close = useCloseDay(jour);
  const counted = parseTndInput(useWatch({ control: form.control, name: 'especes_comptees' }));
  const onSubmit = form.handleSubmit(({ especes_comptees, note }) =>
    close.mutate(
      { especes_comptees, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => toast.success('Journée clôturée'),
        onError: (error) => toast.error(ADMIN_MESSAGES.errorTitle, { description: errorMessage(error) }),
      },
    ),
  );
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Caisse</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="flex justify-between gap-4 text-sm">
            <span>Espèces attendues (commandes en espèces livrées, moins les remboursements en espèces)</span>
            <span className="whitespace-nowrap font-semibold tabular-nums text-paper">{formatTND(expected)}</span>
          </p>
          <FormField label="Espèces comptées (TND)" error={form.formState.errors.especes_comptees?.message}>
            <Input inputMode="decimal" autoComplete="off" placeholder="0,000" {...form.register('especes_comptees')} />
          </FormField>
          <p className="flex justify-between text-sm" aria-live="polite">
            <span>Écart</span>
            <span className="font-semibold tabular-nums text-paper">{counted === null ? '—' : formatTND(cashDifference(expected, counted))}</span>
          </p>
          <FormField label="Note (facultative)">
            <Textarea rows={2} maxLength={500} {...form.register('note')} />
          </FormField>
          <Button type="submit" isLoading={close.isPending} className="justify-self-start">
            Clôturer la journée
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
