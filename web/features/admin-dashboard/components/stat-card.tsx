/** One figure of today with how it moved since the same weekday last week (up, down, stable; in French). */
import type { ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { compareWithLastWeek } from '@core/dashboard';
import { cn } from '../../../lib/cn';

export interface StatCardProps {
  label: string;
  value: string;
  /** raw numbers compared (millimes or counts) */
  current: number;
  previous: number;
  /** how last week's value reads ('3', '12.500 TND') */
  previousText: string;
  /** false for cancellations and failed payments: a rise is bad news */
  higherIsBetter?: boolean;
  className?: string;
  children?: ReactNode;
}

export function StatCard({ label, value, current, previous, previousText, higherIsBetter = true, className, children }: StatCardProps) {
  const comparison = compareWithLastWeek(current, previous);
  const good = comparison.direction === 'same' ? null : (comparison.direction === 'up') === higherIsBetter;
  const Icon = comparison.direction === 'up' ? TrendingUp : comparison.direction === 'down' ? TrendingDown : Minus;
  return (
    <section aria-label={label} className={cn('flex flex-col gap-1 rounded-md border border-ink-600 bg-ink-800 p-4 shadow-card', className)}>
      <h3 className="text-sm text-paper-400">{label}</h3>
      <p className="font-display text-2xl leading-tight sm:text-3xl font-semibold text-paper tabular-nums">{value}</p>
      <p className={cn('flex items-start gap-1.5 text-xs', good === null ? 'text-paper-400' : good ? 'text-emerald-400' : 'text-shu-300')}>
        <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          {comparison.text} <span className="text-paper-500">({previousText})</span>
        </span>
      </p>
      {children}
    </section>
  );
}
