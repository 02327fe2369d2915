/**
 * 'Facture': on a delivered or paid order, the customer (their account's orders, the tracking page) or
 * staff (the board's order detail) open the order's invoices: each one and its credit notes as a PDF, or, when none
 * is in force, the request form (company name, matricule fiscal checked part by part, address; staff may send it
 * to another address). Checked by core's InvoiceRequestInput, the server's own rules and French messages.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import { formatTND } from '@core/money';
import { INVOICE_MESSAGES, InvoiceRequestInput } from '@core/schemas/invoices';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { invoicePdfUrl, useOrderInvoices, useRequestInvoice, type InvoiceScope } from '../api/invoices';

interface InvoiceOrder {
  id: string;
  numero_commande: string;
  statut_commande: string;
  payment_status: string;
}

/** Delivered or paid, not refunded: what the server accepts an invoice for. */
const invoiceable = (order: InvoiceOrder) => order.payment_status !== 'rembourse' && (order.statut_commande === 'Livre' || order.payment_status === 'paye');

export function InvoiceDialog({ order, scope = 'customer' }: { order: InvoiceOrder; scope?: InvoiceScope }) {
  const [open, setOpen] = useState(false);
  const invoices = useOrderInvoices(scope, order.id, open);
  if (!invoiceable(order)) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" data-print-hide data-testid="invoice-open">
          <FileText aria-hidden="true" />
          Facture
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Facture</DialogTitle>
          <DialogDescription>Commande {order.numero_commande}</DialogDescription>
        </DialogHeader>
        {invoices.isError && <p role="alert">{errorMessage(invoices.error)}</p>}
        {invoices.data && (
          <div className="grid gap-4">
            {invoices.data.invoices.length > 0 && (
              <ul className="grid gap-2" data-testid="invoice-list">
                {invoices.data.invoices.map((doc) => (
                  <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-ink-600 px-3 py-2">
                    <span className="grid text-sm">
                      <span className="font-mono text-kin-300">{doc.numero}</span>
                      <span className="text-paper-400">
                        {doc.kind === 'avoir' ? `Avoir sur ${doc.facture_numero ?? ''}` : 'Facture'} · {formatTND(doc.net_a_payer)}
                      </span>
                    </span>
                    <Button asChild size="sm" variant="outline">
                      <a href={invoicePdfUrl(scope, doc.id)} target="_blank" rel="noopener" download={`${doc.numero}.pdf`}>
                        Télécharger le PDF
                      </a>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {invoices.data.can_request && <InvoiceRequestForm orderId={order.id} scope={scope} />}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InvoiceRequestForm({ orderId, scope }: { orderId: string; scope: InvoiceScope }) {
  const form = useForm<z.input<typeof InvoiceRequestInput>, unknown, InvoiceRequestInput>({
    resolver: zodResolver(InvoiceRequestInput),
    defaultValues: { raison_sociale: '', matricule_fiscal: '', adresse: '', email: '' },
  });
  const { errors } = form.formState;
  const request = useRequestInvoice(scope, orderId);
  const submit = form.handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: () => toast.success(scope === 'staff' ? INVOICE_MESSAGES.issued : INVOICE_MESSAGES.requested),
      onError: (error) => toast.error(INVOICE_MESSAGES.failed, { description: errorMessage(error) }),
    }),
  );
  return (
    <form noValidate className="grid gap-3" onSubmit={(e) => void submit(e)} data-testid="invoice-form">
      <p className="text-sm text-paper-400">La facture est établie au nom de votre société et envoyée par e-mail.</p>
      <FormField label="Raison sociale" error={errors.raison_sociale?.message}>
        <Input autoComplete="organization" {...form.register('raison_sociale')} data-testid="invoice-company" />
      </FormField>
      <FormField label="Matricule fiscal" hint="Par exemple 1234567A/A/M/000" error={errors.matricule_fiscal?.message}>
        <Input autoCapitalize="characters" {...form.register('matricule_fiscal')} data-testid="invoice-mf" />
      </FormField>
      <FormField label="Adresse de facturation" error={errors.adresse?.message}>
        <Textarea rows={2} autoComplete="street-address" {...form.register('adresse')} data-testid="invoice-address" />
      </FormField>
      {scope === 'staff' && (
        <FormField label="E-mail d’envoi (optionnel)" hint="Par défaut, l’adresse du client" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} />
        </FormField>
      )}
      <Button type="submit" isLoading={request.isPending} data-testid="invoice-submit">
        {scope === 'staff' ? 'Émettre la facture' : 'Obtenir ma facture'}
      </Button>
    </form>
  );
}
