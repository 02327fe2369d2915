import { useEffect, useRef, type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

/** Scrolls `list` sideways so its selected tab is in view (a phone shows only some of the tabs). */
function revealSelected(list: HTMLElement): void {
  if (list.scrollWidth <= list.clientWidth) return;
  const selected = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!selected) return;
  const left = selected.offsetLeft - list.offsetLeft;
  if (left < list.scrollLeft || left + selected.offsetWidth > list.scrollLeft + list.clientWidth) {
    list.scrollLeft = left - (list.clientWidth - selected.offsetWidth) / 2;
  }
}

/** The tabs in one row; wider than the screen, the row scrolls sideways and keeps the selected tab in view. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    revealSelected(list);
    const observer = new MutationObserver(() => revealSelected(list));
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return (
    <TabsPrimitive.List
      ref={ref}
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-sm border border-ink-600 bg-ink-800 p-1 [scrollbar-width:none]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-xs px-4 text-sm font-medium whitespace-nowrap text-paper-400',
        'transition-colors hover:text-paper disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-ink-600 data-[state=active]:text-paper data-[state=active]:shadow-[inset_0_-2px_0_var(--color-shu)]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />;
}
