import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { PRODUCT_GRID } from './menu-section';
import { MENU_SKELETON_CARDS } from '@core/limits';

/** Loading state of the menu: a spinner and 8 placeholder cards. */
export function MenuSkeleton() {
  return (
    <div className="py-10 md:py-14" aria-busy="true">
      <div className="mb-8 flex items-center gap-3 text-kin">
        <Spinner size="md" label="Chargement du menu…" />
        <Skeleton className="h-10 w-56" />
      </div>
      <div className={PRODUCT_GRID}>
        {Array.from({ length: MENU_SKELETON_CARDS }, (_, i) => (
          <div
            key={i}
            data-skeleton="produit"
            className="flex gap-4 overflow-hidden rounded-md border border-ink-600 bg-ink-800 p-3 sm:flex-col sm:gap-0 sm:p-0"
          >
            <Skeleton className="size-28 shrink-0 sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none" />
            <div className="flex-1 space-y-3 sm:p-5">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <div className="flex items-center justify-between gap-2 pt-1">
                <Skeleton className="h-6 w-20" />
                <Skeleton className="h-9 w-20" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
