/** A calm empty panel for a tab with nothing to show yet. */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-ink-500 bg-ink-800/60 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-kin/80" />
      <h3 className="font-display text-2xl font-semibold text-paper">{title}</h3>
      {children && <div className="max-w-md text-sm text-paper-400">{children}</div>}
    </div>
  );
}
