/** Why the order cannot be sent yet: ordering closed (and when it reopens), then the failing gates. */
import { Clock, TriangleAlert } from 'lucide-react';
import type { OrderingStatus } from '@core/opening-hours';

export function OrderingClosedNotice({ status }: { status: Extract<OrderingStatus, { open: false }> }) {
  return (
    <div role="status" className="flex gap-3 rounded-md border border-kin/40 bg-kin/10 px-4 py-3 text-sm" data-testid="ordering-closed">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-kin" />
      <div>
        <p className="font-semibold text-paper">{status.message}</p>
        {status.reason !== status.message && <p className="mt-0.5 text-paper-400">{status.reason}</p>}
      </div>
    </div>
  );
}

export function CheckoutIssues({ issues }: { issues: string[] }) {
  if (issues.length === 0) return null;
  return (
    <ul role="alert" className="grid gap-1.5 rounded-md border border-shu/40 bg-shu/10 px-4 py-3 text-sm text-shu-300" data-testid="checkout-issues">
      {issues.map((issue) => (
        <li key={issue} className="flex items-start gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {issue}
        </li>
      ))}
    </ul>
  );
}
