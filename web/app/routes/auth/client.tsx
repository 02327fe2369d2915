/** /auth/client: where protected pages and the onboarding timeout send a visitor to sign in or up. */
import { AUTH_PAGE_TEXTS } from '@core/pages';
import { MagicPage } from './magic';

export function Component() {
  return <MagicPage {...AUTH_PAGE_TEXTS.client} />;
}
