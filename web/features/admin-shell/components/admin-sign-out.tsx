/** Staff sign-out: toast 'Déconnexion réussie' / 'À bientôt !', then /admin/login (back-office §2). */
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useSignOut } from '../../../lib/sign-out';
import { adminNavItemClass } from './admin-nav';

export function AdminSignOut() {
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
  return (
    <button type="button" className={cn(adminNavItemClass({ isActive: false }), 'w-full')} onClick={() => void handle()} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" />
      Se déconnecter
    </button>
  );
}
