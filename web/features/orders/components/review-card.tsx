/**
 * 'Comment était votre commande ?' (customer-shop §2, §5): a card on the tracking page once the order is
 * delivered or collected (Livre), for its owner, once; rating 1 to 5 (default 5) and an optional comment
 * (the server trims it and stores blank as null), checked by core's ReviewInput. After 4 or 5 stars, the
 * restaurant's Google review link (when set) is offered in a new tab. The 'delivered' messages link here
 * with ?avis=1: the card is scrolled into view. Toasts of §8.
 */
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ExternalLink, Star } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { REVIEW_PARAM } from '@core/customer-messages';
import { MESSAGES } from '@core/messages';
import { canReview } from '@core/order-status';
import { ReviewInput } from '@core/schemas/review';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useSubmitReview } from '../api/order-actions';
import type { OrderView } from '../api/order-view';

const NOTES = [1, 2, 3, 4, 5] as const;
const NOTE_WORDS = ['', 'Décevant', 'Moyen', 'Correct', 'Très bien', 'Excellent'] as const;

function StarRating({ value, onChange }: { value: number; onChange: (note: number) => void }) {
  return (
    <div role="radiogroup" aria-label="Note" className="flex justify-center gap-1">
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
          <Star aria-hidden="true" className={cn('size-9', note <= value ? 'fill-kin' : 'fill-transparent text-paper-500')} strokeWidth={1.25} />
        </button>
      ))}
    </div>
  );
}

/** After the rating: thanks, and the Google invitation when the server offered its link. */
function Thanks({ googleLink }: { googleLink: string | null }) {
  return (
    <Card data-testid="review-thanks" data-print-hide>
      <CardContent className="grid justify-items-center gap-3 pt-5 text-center sm:pt-6">
        <p className="text-lg font-semibold text-kin-300">{MESSAGES.review.thanksTitle}</p>
        {googleLink && (
          <>
            <p className="text-paper-300">Vous avez aimé ? Partagez votre expérience sur Google : cela nous aide beaucoup.</p>
            <Button asChild>
              <a href={googleLink} target="_blank" rel="noopener noreferrer" data-testid="review-google">
                Laisser un avis Google
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function ReviewCard({ order }: { order: OrderView }) {
  const [params] = useSearchParams();
  const asked = params.get(REVIEW_PARAM) === '1';
  const ref = useRef<HTMLDivElement>(null);
  // Set once rated here: the answer's Google link (or null), the thanks shown at once.
  const [rated, setRated] = useState<{ googleLink: string | null } | null>(null);
  const form = useForm<z.input<typeof ReviewInput>, unknown, ReviewInput>({ resolver: zodResolver(ReviewInput), defaultValues: { note: 5, commentaire: '' } });
  const review = useSubmitReview(order);
  const shown = canReview(order.statut_commande) && Boolean(order.customer) && !order.has_review;

  useEffect(() => {
    if (asked && shown) ref.current?.scrollIntoView({ block: 'center' });
  }, [asked, shown]);

  if (!canReview(order.statut_commande) || !order.customer) return null;
  if (rated || order.has_review) return <Thanks googleLink={rated?.googleLink ?? null} />;

  function submit(values: ReviewInput) {
    review.mutate(values, {
      onSuccess: (result) => {
        setRated({ googleLink: result.lien_avis_google });
        toast.success(MESSAGES.review.thanksTitle, { description: MESSAGES.review.saved });
      },
      onError: () => toast.error(MESSAGES.review.errorTitle, { description: MESSAGES.review.failed }),
    });
  }

  return (
    <Card ref={ref} data-testid="review-card" data-print-hide className="border-kin/40">
      <CardContent className="pt-5 sm:pt-6">
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)} aria-labelledby="review-title">
          <div className="grid gap-1 text-center">
            <h2 id="review-title" className="text-xl font-semibold text-paper">
              Comment était votre commande ?
            </h2>
            <p className="text-sm text-paper-400">Votre note aide notre équipe à s’améliorer. Commande {order.numero_commande}</p>
          </div>
          <Controller
            control={form.control}
            name="note"
            render={({ field }) => (
              <div className="grid gap-1">
                <StarRating value={field.value ?? 5} onChange={field.onChange} />
                <p className="text-center text-sm font-medium text-kin-300" aria-live="polite">
                  {NOTE_WORDS[field.value ?? 5]}
                </p>
              </div>
            )}
          />
          <FormField label="Commentaire (optionnel)" error={form.formState.errors.commentaire?.message}>
            <Textarea rows={3} {...form.register('commentaire')} />
          </FormField>
          <Button type="submit" isLoading={review.isPending} data-testid="review-submit">
            Envoyer mon avis
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
