/** The whole app while the server answers the gate: the gate screen alone, with the query client it uses. */
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GatePageData } from '@core/schemas/access-gate';
import { AccessGateScreen } from './components/access-gate-screen';

export function GateRoot({ data }: { data: GatePageData }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <AccessGateScreen data={data} />
    </QueryClientProvider>
  );
}
