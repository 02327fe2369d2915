/** /admin/reviews (admins and operators): the customers' ratings and the answers to low ones. */
import { ReviewsPage } from '../../../features/admin-reviews/components/reviews-page';

export function Component() {
  return <ReviewsPage />;
}
