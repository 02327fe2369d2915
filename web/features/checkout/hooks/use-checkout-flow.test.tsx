import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MeView } from '@core/api-views';
import { STORAGE_KEYS } from '../../../lib/auth-storage';
import { sessionQueryKey, useSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { renderInShop } from '../../../test/render';
import { SIGNED_OUT, signedIn } from '../../../test/session';
import { useCheckoutFlow } from './use-checkout-flow';

/**
 * The cart drawer's part of the flow: the order button, the dialog and its profile link, a few links of
 * the shop, and what the page knows of the session (so a test knows a new session has reached it).
 */
function CartDrawer({ setDrawerOpen }: { setDrawerOpen: (open: boolean) => void }) {
  const flow = useCheckoutFlow({ setDrawerOpen });
  const { me } = useSession();
  return (
    <>
      <p>{!me ? 'Session inconnue' : !me.user ? 'Non connecté' : me.needsOnboarding ? 'Profil incomplet' : 'Profil complet'}</p>
      <button onClick={flow.start}>Commander</button>
      {flow.open && (
        <div role="dialog" aria-label="Finaliser la commande">
          <button onClick={() => flow.onOpenChange(false)}>Fermer</button>
          <button onClick={flow.leaveForProfile}>Compléter mon profil</button>
          <button onClick={flow.onPlaced}>Commande passée</button>
        </div>
      )}
      <Link to="/">Accueil</Link>
      <Link to="/onboarding">Profil</Link>
      <Link to="/account">Mon compte</Link>
    </>
  );
}

function renderDrawer(me: MeView, route = '/') {
  stubApi({ 'GET /api/me': { body: me } });
  const setDrawerOpen = vi.fn();
  const view = renderInShop(<CartDrawer setDrawerOpen={setDrawerOpen} />, { route });
  return { ...view, setDrawerOpen, user: userEvent.setup({ delay: null }) };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Finaliser la commande' });
const stored = (key: string) => sessionStorage.getItem(key);

describe('useCheckoutFlow', () => {
  it('sends a visitor who is not signed in to sign in, with the toast and the saved intent', async () => {
    const { user, location, setDrawerOpen } = renderDrawer(SIGNED_OUT);
    await screen.findByText('Non connecté');

    await user.click(screen.getByRole('button', { name: 'Commander' }));

    expect(await screen.findByText('Connectez-vous pour finaliser votre commande')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/auth/magic'));
    expect(dialog()).toBeNull();
    expect(setDrawerOpen).toHaveBeenLastCalledWith(false);
    expect(stored(STORAGE_KEYS.resumeCheckout)).toBe('1');
    expect(stored(STORAGE_KEYS.intendedRoute)).toBe('/onboarding');
  });

  it('waits for the session when the button is pressed before it is known', async () => {
    let answer: (me: MeView) => void = () => undefined;
    stubApi({ 'GET /api/me': () => new Promise((resolve) => (answer = (me) => resolve({ body: me }))) });
    const view = renderInShop(<CartDrawer setDrawerOpen={vi.fn()} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Commander' }));
    expect(dialog()).toBeNull();

    act(() => answer(signedIn()));
    expect(await screen.findByRole('dialog', { name: 'Finaliser la commande' })).toBeTruthy();
    expect(view.location().pathname).toBe('/');
  });

  it('opens the dialog offline when the session was never read, so it can say the account is unknown', async () => {
    stubApi({ 'GET /api/me': () => new Promise(() => undefined) });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderInShop(<CartDrawer setDrawerOpen={vi.fn()} />);
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Commander' }));
      expect(await screen.findByRole('dialog', { name: 'Finaliser la commande' })).toBeTruthy();
    } finally {
      onLine.mockRestore();
    }
  });

  it('opens the dialog over the drawer for a signed-in customer', async () => {
    const { user, location, setDrawerOpen } = renderDrawer(signedIn());
    await screen.findByText('Profil complet');

    await user.click(screen.getByRole('button', { name: 'Commander' }));

    expect(dialog()).not.toBeNull();
    expect(setDrawerOpen).toHaveBeenLastCalledWith(true);
    expect(location().pathname).toBe('/');
    expect(stored(STORAGE_KEYS.resumeCheckout)).toBeNull();
  });

  it('closes the dialog and the drawer once the order is placed', async () => {
    const { user, setDrawerOpen } = renderDrawer(signedIn());
    await screen.findByText('Profil complet');
    await user.click(screen.getByRole('button', { name: 'Commander' }));

    await user.click(screen.getByRole('button', { name: 'Commande passée' }));
    expect(dialog()).toBeNull();
    expect(setDrawerOpen).toHaveBeenLastCalledWith(false);
  });

  it('reopens the checkout once, when the customer is back on the shop signed in with a complete profile', async () => {
    const { user, queryClient, setDrawerOpen, location } = renderDrawer(SIGNED_OUT);
    await screen.findByText('Non connecté');
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    await waitFor(() => expect(location().pathname).toBe('/auth/magic'));

    // Signed in by the magic link: the sign-in and onboarding pages are left alone.
    act(() => queryClient.setQueryData(sessionQueryKey, signedIn()));
    await screen.findByText('Profil complet');
    expect(dialog()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Profil' }));
    expect(dialog()).toBeNull();
    expect(stored(STORAGE_KEYS.resumeCheckout)).toBe('1');

    await user.click(screen.getByRole('link', { name: 'Accueil' }));
    expect(await screen.findByRole('dialog', { name: 'Finaliser la commande' })).toBeTruthy();
    expect(setDrawerOpen).toHaveBeenLastCalledWith(true);
    expect(stored(STORAGE_KEYS.resumeCheckout)).toBeNull();

    // Closed by the customer, it stays closed on the next pages.
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await user.click(screen.getByRole('link', { name: 'Mon compte' }));
    await user.click(screen.getByRole('link', { name: 'Accueil' }));
    expect(dialog()).toBeNull();
  });

  it('waits for a complete profile before reopening', async () => {
    sessionStorage.setItem(STORAGE_KEYS.resumeCheckout, '1');
    const { queryClient } = renderDrawer(signedIn({ needsOnboarding: true }));
    await screen.findByText('Profil incomplet');
    expect(dialog()).toBeNull();

    act(() => queryClient.setQueryData(sessionQueryKey, signedIn()));
    expect(await screen.findByRole('dialog', { name: 'Finaliser la commande' })).toBeTruthy();
  });

  it('reopens a checkout interrupted in an earlier page load as soon as the session is read', async () => {
    sessionStorage.setItem(STORAGE_KEYS.resumeCheckout, '1');
    const { setDrawerOpen } = renderDrawer(signedIn());

    expect(await screen.findByRole('dialog', { name: 'Finaliser la commande' })).toBeTruthy();
    expect(setDrawerOpen).toHaveBeenCalledWith(true);
    expect(stored(STORAGE_KEYS.resumeCheckout)).toBeNull();
  });

  it('"Compléter mon profil" remembers the checkout and closes the dialog and the drawer', async () => {
    const { user, setDrawerOpen } = renderDrawer(signedIn({ needsOnboarding: true }));
    await screen.findByText('Profil incomplet');
    await user.click(screen.getByRole('button', { name: 'Commander' }));

    await user.click(screen.getByRole('button', { name: 'Compléter mon profil' }));

    expect(dialog()).toBeNull();
    expect(setDrawerOpen).toHaveBeenLastCalledWith(false);
    expect(stored(STORAGE_KEYS.resumeCheckout)).toBe('1');
    expect(stored(STORAGE_KEYS.redirectAfterOnboarding)).toBe('/');
  });
});
