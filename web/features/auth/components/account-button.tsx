/**
 * The header's account entry (customer-shop §2 Header). Signed out: a link to /auth/client. Signed
 * in: a button that opens the account panel on click, or on hover with a pointer, and closes it
 * 300 ms after the mouse leaves. The panel itself is a lazy chunk: the home page only pays for this
 * button.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

const AccountPanel = lazy(() => import('./account-panel'));
const CLOSE_DELAY_MS = 300;

export function AccountButton() {
  const { me, signedIn } = useSession();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  // A mouse click lands right after the hover opened the panel: that click must not close it again.
  const openedByHover = useRef(false);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => cancelClose, []);

  if (!signedIn || !me?.user) {
    return (
      <Button asChild variant="ghost" size="sm" className="h-11">
        <Link to={paths.auth.client.getHref()} aria-label="Se connecter">
          <UserRound aria-hidden="true" />
          <span className="hidden sm:inline">Se connecter</span>
        </Link>
      </Button>
    );
  }

  const name = me.customer?.prenom || 'Mon compte';
  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        openedByHover.current = false;
        scheduleClose();
      }}
    >
      <Button
        variant="ghost"
        size="sm"
        className="h-11"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="account-button"
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else setOpen((value) => !value);
        }}
      >
        <UserRound aria-hidden="true" />
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{name}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AccountPanel id={panelId} me={me} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
