/** Why the order cannot be sent yet: ordering closed (and when it reopens), the failing gates, what is unknown offline. */
import { Clock, TriangleAlert, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { OFFLINE_ORDER_MESSAGES } from '@core/offline-order';
import type { OrderingStatus } from '@core/opening-hours';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

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
    <div role="alert" className="rounded-md border border-shu/40 bg-shu/10 px-4 py-3 text-sm text-shu-300" data-testid="checkout-issues">
      <ul className="grid gap-1.5">
        {issues.map((issue) => (
          <li key={issue} className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {issue}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Offline, what this device has never loaded (the account, the payment modes): the checkout waits for the network and says why. */
export function OfflineUnknownNotice({ texts }: { texts: string[] }) {
  return (
    <div role="status" className="flex gap-3 rounded-md border border-kin/40 bg-kin/10 px-4 py-3 text-sm" data-testid="checkout-offline-unknown">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-kin" />
      <div className="grid gap-1">
        <p className="font-semibold text-paper">{OFFLINE_ORDER_MESSAGES.unknownTitle}</p>
        {texts.map((text) => (
          <p key={text} className="text-paper-400">
            {text}
          </p>
        ))}
        <p className="text-paper-400">{OFFLINE_ORDER_MESSAGES.unknownUntilOnline}</p>
      </div>
    </div>
  );
}

/** The profile gate's way out: complete the profile, then come back to the checkout (onLeave remembers it). */
export function CompleteProfileLink({ onLeave }: { onLeave: () => void }) {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link to={paths.onboarding.getHref()} onClick={onLeave}>
        Compléter mon profil
      </Link>
    </Button>
  );
}
