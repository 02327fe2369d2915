/** What is still to make across the open tickets, summed per dish ("12 × California saumon"). */
import { sumByDish } from '@core/kitchen';
import type { KitchenTicketView } from '@core/schemas/kitchen';

export function DishSummary({ tickets }: { tickets: readonly KitchenTicketView[] }) {
  const dishes = sumByDish(tickets);
  return (
    <section aria-labelledby="kitchen-summary" className="rounded-lg border border-ink-600 bg-ink-800 p-4" data-testid="dish-summary">
      <h2 id="kitchen-summary" className="mb-3 text-xl font-bold tracking-wide text-paper-200 uppercase">
        À préparer
      </h2>
      {dishes.length === 0 ? (
        <p className="text-lg text-paper-200">Rien à préparer.</p>
      ) : (
        <ul className="flex flex-wrap gap-x-6 gap-y-2 lg:flex-col lg:gap-2">
          {dishes.map((dish) => (
            <li key={dish.product_name} className="flex items-baseline gap-2 text-xl text-white">
              <span className="min-w-[3rem] text-2xl font-extrabold tabular-nums">{dish.quantity} ×</span>
              {/* A word longer than the column (the 17rem sum beside the tickets) wraps inside it. */}
              <span className="min-w-0 font-semibold wrap-anywhere" data-testid="dish-summary-name">
                {dish.product_name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
