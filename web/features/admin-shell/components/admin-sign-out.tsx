/** Staff sign-out: toast 'Déconnexion réussie' / 'À bientôt !', then /admin/login (back-office §2). */
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useSignOut } from '../../../lib/sign-out';
import { adminNavItemClass } from './admin-nav';

export function AdminSignOut({ compact = false }: { compact?: boolean }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  // mutateAsync: the frame unmounts once the session is gone, so per-call callbacks would never run.
  async function handle() {
    try {
      await signOut.mutateAsync();
      toast.success(ADMIN_MESSAGES.signedOutTitle, { description: ADMIN_MESSAGES.signedOut });
    } catch {
      // The session is forgotten locally either way; the sign-in page follows.
    }
    void navigate(paths.admin.login.getHref(), { replace: true });
  }
  if (compact) {
    return (
      <Button variant="ghost" size="icon" onClick={() => void handle()} isLoading={signOut.isPending} aria-label="Se déconnecter">
        <LogOut aria-hidden="true" />
      </Button>
    );
  }
  return (
    <button type="button" className={cn(adminNavItemClass({ isActive: false }), 'w-full')} onClick={() => void handle()} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" />
      Se déconnecter
    </button>
  );
}
