/** Progress bar with its percentage and the five steps (earlier done, current highlighted). */
import { Check } from 'lucide-react';
import { statusProgress, trackingSteps } from '@core/order-status';
import { cn } from '../../../lib/cn';

export function OrderProgress({ status }: { status: string }) {
  const percent = statusProgress(status);
  const steps = trackingSteps(status);
  return (
    <div className="grid gap-4" data-testid="order-progress">
      <div className="flex items-center justify-between text-sm">
        <span className="text-paper-400">Progression</span>
        <span className="font-semibold text-kin-300 tabular-nums" data-testid="order-progress-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Progression de la commande"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-ink-600"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-shu to-kin transition-[width] duration-700" style={{ width: `${percent}%` }} />
      </div>
      <ol className="grid grid-cols-5 gap-1">
        {steps.map((step, index) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            className="flex flex-col items-center gap-1.5 text-center"
          >
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full border text-xs font-semibold',
                step.state === 'done' && 'border-kin bg-kin text-ink',
                step.state === 'current' && 'border-shu bg-shu text-paper ring-4 ring-shu/25',
                step.state === 'upcoming' && 'border-ink-500 text-paper-500',
              )}
            >
              {step.state === 'done' ? <Check aria-hidden="true" className="size-4" /> : index + 1}
            </span>
            <span className={cn('text-[0.7rem] leading-tight sm:text-xs', step.state === 'upcoming' ? 'text-paper-500' : 'text-paper')}>{step.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
