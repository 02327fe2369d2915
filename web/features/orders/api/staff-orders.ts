/** Staff orders: the customer lookup and the phone order, the correction, the order's history, the Konnect link sent or reopened. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PhoneOrderQuoteInput } from '@core/schemas/staff-orders';
import * as endpoints from '@core/contracts/staff-orders';
import type { CorrectOrderInput, PhoneOrderInput, SendPaymentLinkInput } from '@core/schemas/staff-orders';
import { call } from '../../../lib/call';
import { orderKeys } from './order-view';

const staffKeys = {
  customers: (q: string) => ['orders', 'admin', 'staff-customers', q] as const,
  history: (id: string) => ['orders', 'admin', 'history', id] as const,
};

/** Customers whose phone or e-mail matches (3 characters at least). */
export function useStaffCustomers(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: staffKeys.customers(text),
    queryFn: async ({ signal }) => (await call(endpoints.findPhoneCustomers, { query: { q: text }, signal })).customers,
    enabled: text.length >= 3,
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  });
}

/** The phone order's cart priced with the offers for the customer, as the order will be; null: nothing to price yet. */
export function usePhoneOrderQuote(body: z.input<typeof PhoneOrderQuoteInput> | null) {
  return useQuery({
    queryKey: ['orders', 'admin', 'phone-quote', body] as const,
    queryFn: ({ signal }) => call(endpoints.quotePhoneOrder, { body: body!, signal }),
    enabled: body !== null,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export function usePlacePhoneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: PhoneOrderInput; key: string }) =>
      call(endpoints.placePhoneOrder, { body: input, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll }),
  });
}

export function useCorrectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CorrectOrderInput }) => call(endpoints.correctOrder, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll }),
  });
}

/** The order's history; refetched with the board (its key is under orders/admin). */
export function useOrderHistory(id: string, updatedAt: string) {
  return useQuery({
    queryKey: [...staffKeys.history(id), updatedAt],
    queryFn: async ({ signal }) => (await call(endpoints.getOrderHistory, { params: { id }, signal })).entries,
  });
}

/** Sends the order's Konnect link to the customer by WhatsApp or SMS (queued on the server). */
export function useSendPaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (canal: SendPaymentLinkInput['canal']) => call(endpoints.sendPaymentLink, { params: { id }, body: { canal } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll }),
  });
}

/** A new Konnect link for an unpaid order whose link expired. */
export function useReopenPaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.reopenPaymentLink, { params: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.adminAll }),
  });
}
