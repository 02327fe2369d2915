import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { samplePublicCatalog } from '@core/testing/builders';
import { stubApi } from '../../test/api-stub';
import { renderInShop } from '../../test/render';
import { signedIn } from '../../test/session';
import { Component as OnboardingPage } from './onboarding';

describe('/onboarding', () => {
  it("says 'Erreur lors de la création du profil' when the server fails to create the profile (customer-shop §8)", async () => {
    const api = stubApi({
      'GET /api/me': { body: signedIn({ needsOnboarding: true, customer: { prenom: 'Leila', nom: 'Trabelsi', telephone: '55123456' } }) },
      'GET /api/catalog': { body: samplePublicCatalog() },
      // The server's own words for a 500 are not the page's: the page names what failed.
      'POST /api/me/onboarding': { status: 500, body: { error: { code: 'INTERNAL', message: "Une erreur inattendue s'est produite" } } },
      'POST /api/logs': { status: 204 },
    });
    renderInShop(<OnboardingPage />, { route: '/onboarding' });

    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Compléter' }));

    expect(await screen.findByText('Erreur lors de la création du profil')).toBeTruthy();
    expect(api.sent('POST', '/api/me/onboarding')).toHaveLength(1);
    expect(screen.queryByText("Une erreur inattendue s'est produite")).toBeNull();
    expect(api.unexpected).toEqual([]);
  });
});
