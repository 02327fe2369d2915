/** A thin progress bar with its accessible value (missions, VIP level). */
import { cn } from '../../../lib/cn';

export function ProgressBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-ink-600', className)}
    >
      <div className="h-full rounded-full bg-kin transition-[width] duration-500" style={{ width: `${value}%` }} />
    </div>
  );
}
