/** The back-office's 'Avis' reads and the answer to a low rating; an answer refreshes every filter's list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@core/contracts/reviews';
import type { ReviewFilter } from '@core/schemas/review';
import { call } from '../../../lib/call';

const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (filtre: ReviewFilter) => ['admin', 'reviews', filtre] as const,
};

export const useReviews = (filtre: ReviewFilter) =>
  useQuery({ queryKey: reviewKeys.list(filtre), queryFn: ({ signal }) => call(endpoints.listReviews, { query: { filtre }, signal }) });

export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reponse }: { id: number; reponse: string }) => call(endpoints.answerReview, { params: { id }, body: { reponse } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
