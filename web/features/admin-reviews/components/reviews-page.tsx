/**
 * The back-office 'Avis' (admins and operators): every rating, newest first, filtered (Tous, À répondre,
 * Répondus). A rating of 1 to 3 stars not yet answered opens a form; the answer is e-mailed to the customer
 * and kept with who and when.
 */
import { useState } from 'react';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { isLowRating, REVIEW_FILTER_LABELS, REVIEW_FILTERS, type AdminReviewView, type ReviewFilter } from '@core/schemas/review';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAnswerReview, useReviews } from '../api/reviews';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Tunis' });

function Stars({ note }: { note: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`${note} sur 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn('size-4 text-kin', n <= note ? 'fill-kin' : 'fill-transparent text-paper-500')} />
      ))}
    </span>
  );
}

function AnswerForm({ review }: { review: AdminReviewView }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const answer = useAnswerReview();
  const submit = async () => {
    if (!text.trim()) return setError('Écrivez une réponse');
    setError(undefined);
    try {
      await answer.mutateAsync({ id: review.id, reponse: text });
      toast.success('Réponse envoyée', { description: `E-mail envoyé à ${review.client}` });
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField label="Votre réponse (envoyée par e-mail au client)" error={error}>
        <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Button type="submit" isLoading={answer.isPending} className="justify-self-start" disabled={!review.email}>
        Répondre
      </Button>
      {!review.email && <p className="text-sm text-paper-400">Ce client n’a pas d’adresse e-mail.</p>}
    </form>
  );
}

function ReviewCard({ review }: { review: AdminReviewView }) {
  return (
    <li className="grid gap-3 rounded-sm border border-ink-600 bg-ink-800 p-4" data-testid="review-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="font-semibold">
            {review.client} · <span className="font-mono">{review.numero_commande}</span>
          </h2>
          <p className="text-sm text-paper-400">{dateTime.format(new Date(review.cree_le))}</p>
        </div>
        <div className="flex items-center gap-2">
          <Stars note={review.note} />
          {review.a_repondre && <Badge variant="accent">À répondre</Badge>}
          {review.repondu_le && <Badge variant="outline">Répondu</Badge>}
        </div>
      </div>
      <p className={cn('whitespace-pre-wrap', review.commentaire ? 'text-paper' : 'text-paper-400 italic')}>{review.commentaire ?? 'Sans commentaire'}</p>
      {review.repondu_le ? (
        <div className="grid gap-1 border-l-2 border-kin pl-3">
          <p className="text-sm text-paper-400">
            Réponse de {review.repondu_par ?? 'l’équipe'} le {dateTime.format(new Date(review.repondu_le))}
          </p>
          <p className="whitespace-pre-wrap">{review.reponse}</p>
        </div>
      ) : (
        isLowRating(review.note) && <AnswerForm review={review} />
      )}
    </li>
  );
}

function ReviewList({ filtre }: { filtre: ReviewFilter }) {
  const { data, isPending, isError, error } = useReviews(filtre);
  if (isPending) return <Spinner />;
  if (isError) return <p role="alert">{errorMessage(error)}</p>;
  if (data.avis.length === 0) {
    return (
      <p className="text-paper-400" data-testid="reviews-empty">
        Aucun avis ici pour l’instant.
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {data.avis.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </ul>
  );
}

export function ReviewsPage() {
  const [filtre, setFiltre] = useState<ReviewFilter>('tous');
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-semibold text-paper sm:text-4xl">Avis</h1>
      <p className="text-paper-400">Les notes des clients. Les avis de 1 à 3 étoiles reçoivent une réponse par e-mail.</p>
      <Tabs value={filtre} onValueChange={(value) => setFiltre(value as ReviewFilter)} className="grid gap-4">
        <TabsList aria-label="Filtrer les avis" className="justify-self-start">
          {REVIEW_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {REVIEW_FILTER_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {REVIEW_FILTERS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === filtre && <ReviewList filtre={value} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
