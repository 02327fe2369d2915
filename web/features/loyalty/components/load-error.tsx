/** « Impossible de charger vos données » with a Réessayer button: a loyalty read that failed. */
import { MESSAGES } from '@core/messages';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="text-sm text-shu-300">
      {MESSAGES.voucher.dataLoadFailed}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Réessayer
      </button>
    </p>
  );
}
