/**
 * Renders a piece of the shop the way the app does (web/app/providers.tsx): a fresh query client (no
 * retry, so a refusal shows at once), a router at the given address, and the toaster, whose text a test
 * reads like a visitor would. `location()` is where the router is now.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { Toaster } from '../components/ui/toaster';

function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
}

export function renderInShop(
  ui: ReactNode,
  { route = '/', queryClient = createTestQueryClient(), ...options }: { route?: string; queryClient?: QueryClient } & RenderOptions = {},
) {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
    options,
  );
  return {
    ...view,
    queryClient,
    location: () => {
      if (!current) throw new Error('the router did not render');
      return current;
    },
  };
}
