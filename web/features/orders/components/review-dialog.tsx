/**
 * 'Noter cette commande' (customer-shop §2, §5): offered only at Livre, once; rating 1 to 5 (default 5)
 * and an optional comment (the server trims it and stores blank as null), checked by core's ReviewInput.
 * Toasts of §8.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { canReview } from '@core/order-status';
import { ReviewInput } from '@core/schemas/review';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useSubmitReview } from '../api/order-actions';
import type { OrderView } from '../api/order-view';
import { useSearchParams } from 'react-router';
import { REVIEW_PARAM } from '@core/customer-messages';

const NOTES = [1, 2, 3, 4, 5] as const;

function StarRating({ value, onChange }: { value: number; onChange: (note: number) => void }) {
  return (
    <div role="radiogroup" aria-label="Note" className="flex gap-1">
      {NOTES.map((note) => (
        <button
          key={note}
          type="button"
          role="radio"
          aria-checked={value === note}
          aria-label={`${note} sur 5`}
          onClick={() => onChange(note)}
          className="rounded-sm p-1 text-kin transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-kin"
        >
          <Star aria-hidden="true" className={cn('size-8', note <= value ? 'fill-kin' : 'fill-transparent text-paper-500')} strokeWidth={1.25} />
        </button>
      ))}
    </div>
  );
}

export function ReviewDialog({ order }: { order: OrderView }) {
  // The 'delivered' WhatsApp/SMS message links here with ?avis=1: the form opens at once.
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get(REVIEW_PARAM) === '1');
  const form = useForm<z.input<typeof ReviewInput>, unknown, ReviewInput>({ resolver: zodResolver(ReviewInput), defaultValues: { note: 5, commentaire: '' } });
  const review = useSubmitReview(order);

  if (!canReview(order.statut_commande) || !order.customer) return null;
  if (order.has_review) return <p className="text-center text-sm text-kin-300">{MESSAGES.review.thanksTitle}</p>;

  function submit(values: ReviewInput) {
    review.mutate(values, {
      onSuccess: () => {
        toast.success(MESSAGES.review.thanksTitle, { description: MESSAGES.review.saved });
        setOpen(false);
      },
      onError: () => toast.error(MESSAGES.review.errorTitle, { description: MESSAGES.review.failed }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" data-print-hide data-testid="review-open">
          <Star aria-hidden="true" />
          Noter cette commande
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Noter cette commande</DialogTitle>
          <DialogDescription>Commande {order.numero_commande}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
          <Controller control={form.control} name="note" render={({ field }) => <StarRating value={field.value ?? 5} onChange={field.onChange} />} />
          <FormField label="Commentaire (optionnel)" error={form.formState.errors.commentaire?.message}>
            <Textarea rows={3} {...form.register('commentaire')} />
          </FormField>
          <Button type="submit" isLoading={review.isPending} data-testid="review-submit">
            Envoyer mon avis
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
