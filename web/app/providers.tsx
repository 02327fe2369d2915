import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { CartProvider } from '../features/cart/components/cart-provider';
import { useCatalog } from '../features/catalog/api/get-catalog';
import { seedInlinedData } from '../lib/inlined-data';
import { useTabSync } from '../lib/tab-sync';

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
  // A signed-in page's HTML carries the requester's session (and order): the page renders with it at once.
  seedInlinedData(client);
  return client;
}

/** The cart is priced against the catalogue, so it sits under the query client. */
function CatalogCartProvider({ children }: { children: ReactNode }) {
  const { data: catalog } = useCatalog();
  return <CartProvider catalog={catalog}>{children}</CartProvider>;
}

/** `client`: the server's, filled with the page's data (web/entry-server.tsx); the browser makes its own. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useTabSync(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CatalogCartProvider>{children}</CatalogCartProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
