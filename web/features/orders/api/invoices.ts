/** An order's invoices and credit notes: the customer's or staff's list, and asking for / issuing the invoice. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { issueInvoice, listAdminOrderInvoices, listOrderInvoices, requestInvoice } from '@core/contracts/invoices';
import type { InvoiceRequestInput } from '@core/schemas/invoices';
import { call } from '../../../lib/call';

/** Who looks: the customer (their own order) or staff (the back-office's endpoints, an e-mail may be given). */
export type InvoiceScope = 'customer' | 'staff';

const invoicesKey = (scope: InvoiceScope, orderId: string) => ['invoices', scope, orderId] as const;

export function useOrderInvoices(scope: InvoiceScope, orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: invoicesKey(scope, orderId),
    queryFn: ({ signal }) => call(scope === 'staff' ? listAdminOrderInvoices : listOrderInvoices, { params: { id: orderId }, signal }),
    enabled,
  });
}

export function useRequestInvoice(scope: InvoiceScope, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRequestInput) => call(scope === 'staff' ? issueInvoice : requestInvoice, { params: { id: orderId }, body }),
    onSuccess: (view) => queryClient.setQueryData(invoicesKey(scope, orderId), view),
  });
}

/** Where the PDF of an invoice is read (same origin: the session cookie goes with the link). */
export const invoicePdfUrl = (scope: InvoiceScope, invoiceId: string) =>
  scope === 'staff' ? `/api/admin/invoices/${invoiceId}/pdf` : `/api/invoices/${invoiceId}/pdf`;
