/**
 * Keeps the shop's catalogue fresh while the page is open: the server's /api/catalog/events stream says
 * when staff changed the menu (issue 11), and the catalogue query is refetched at once, without a reload.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogQueryKey } from '../api/get-catalog';

export function useCatalogLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/catalog/events');
    source.addEventListener('catalog', () => void queryClient.invalidateQueries({ queryKey: catalogQueryKey }));
    // EventSource reconnects by itself after an error; the catalogue's staleTime covers the gap.
    return () => source.close();
  }, [queryClient]);
}
