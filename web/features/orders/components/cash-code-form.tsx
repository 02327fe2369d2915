/**
 * The confirmation code of a first cash order, on the owner's tracking page while the order
 * waits 'En vérification': six digits sent to the customer; the right code sends the order to the kitchen.
 * react-hook-form checked by core's CashCodeInput; the server's refusal (wrong, expired, locked) shows under the code.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CASH_CODE_DIGITS, CASH_MESSAGES } from '@core/cash';
import { confirmCashOrder } from '@core/contracts/cash';
import { CashCodeInput } from '@core/schemas/cash';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { orderKeys, type OrderView } from '../api/order-view';

export function CashCodeForm({ order }: { order: OrderView }) {
  const form = useForm<CashCodeInput>({ resolver: zodResolver(CashCodeInput), defaultValues: { code: '' } });
  const code = form.register('code');
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: async (input: CashCodeInput) => (await call(confirmCashOrder, { params: { id: order.id }, body: input })).order,
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.byNumber(order.numero_commande), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast.success(CASH_MESSAGES.codeConfirmed);
    },
    onError: (e) => form.setError('code', { message: errorMessage(e) }),
  });

  return (
    <form
      className="grid gap-3 rounded-md border border-kin/40 bg-ink-800 p-4"
      data-testid="cash-code-form"
      noValidate
      onSubmit={form.handleSubmit((input) => confirm.mutate(input))}
    >
      <FormField
        label={CASH_MESSAGES.codeLabel}
        hint={CASH_MESSAGES.codeHint(CASH_MESSAGES.codeChannel[order.code_confirmation_canal ?? 'email'])}
        error={form.formState.errors.code?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CASH_CODE_DIGITS}
          {...code}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '');
            return code.onChange(event);
          }}
          data-testid="cash-code-input"
        />
      </FormField>
      <Button type="submit" isLoading={confirm.isPending} data-testid="cash-code-submit">
        Confirmer ma commande
      </Button>
    </form>
  );
}
