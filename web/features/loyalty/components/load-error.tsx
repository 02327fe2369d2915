/** « Impossible de charger vos données » with a Réessayer button: a loyalty read that failed. */
import { VOUCHER_MESSAGES } from '@core/loyalty';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="text-sm text-shu-300">
      {VOUCHER_MESSAGES.loadDataFailed}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Réessayer
      </button>
    </p>
  );
}
