import { cn } from '../../lib/cn';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Text read by screen readers; null when the parent already announces the busy state. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Chargement…', className }: SpinnerProps) {
  const ring = <span aria-hidden="true" className={cn('inline-block animate-spin rounded-full border-current border-r-transparent', sizes[size], className)} />;
  if (label === null) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-area loading state for a page or a lazy route that is still downloading. */
export function PageSpinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-kin">
      <Spinner size="lg" label={label} />
    </div>
  );
}
