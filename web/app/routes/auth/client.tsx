/** /auth/client: where protected pages and the onboarding timeout send a visitor to sign in or up. */
import { MagicPage } from './magic';

export function Component() {
  return <MagicPage title="Espace client" description="Connectez-vous pour commander, suivre vos commandes et cumuler des points." />;
}
