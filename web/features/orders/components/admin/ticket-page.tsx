/**
 * /admin/orders/:id/ticket: the browser printers' ticket (the same lines as the thermal printers', from
 * core/print), on a page of its own so the print holds nothing else. It opens the print dialog once the
 * ticket is there; "Imprimer" opens it again.
 */
import { useEffect, useRef } from 'react';
import { Printer } from 'lucide-react';
import type { TicketDocument, TicketLine } from '@core/print/ticket';
import { Button } from '../../../../components/ui/button';
import { PageSpinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useOrderTickets } from '../../api/printing';
import './ticket-page.css';

function Line({ line, columns }: { line: TicketLine; columns: number }) {
  if (line.kind === 'feed') return <div className="tp-feed" style={{ height: `${line.lines * 1.35}em` }} />;
  if (line.kind === 'rule') return <div className="tp-rule" aria-hidden="true" />;
  return (
    <p className={`tp-line tp-${line.size} tp-${line.align}${line.bold ? ' tp-bold' : ''}`} dir="auto" style={{ maxWidth: `${columns}ch` }}>
      {line.text}
    </p>
  );
}

function Ticket({ doc }: { doc: TicketDocument }) {
  return (
    <section className="tp-ticket" aria-label={doc.kind === 'cuisine' ? 'Ticket cuisine' : 'Reçu client'} style={{ width: `${doc.columns}ch` }}>
      {doc.lines.map((line, index) => (
        <Line key={index} line={line} columns={doc.columns} />
      ))}
    </section>
  );
}

export function TicketPage({ orderId }: { orderId: string }) {
  const tickets = useOrderTickets(orderId);
  const printed = useRef(false);
  useEffect(() => {
    if (tickets.data && !printed.current) {
      printed.current = true;
      window.print();
    }
  }, [tickets.data]);

  if (tickets.isPending) return <PageSpinner />;
  if (tickets.isError)
    return (
      <main className="p-6">
        <p role="alert" className="text-shu-300">
          {errorMessage(tickets.error)}
        </p>
      </main>
    );
  return (
    <main className="tp-page grid justify-items-center gap-6 p-4 sm:p-8">
      <div className="tp-toolbar flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-paper">Ticket de la commande {tickets.data.numero_commande}</h1>
        <Button size="sm" onClick={() => window.print()} data-testid="ticket-print">
          <Printer aria-hidden="true" />
          Imprimer
        </Button>
      </div>
      {tickets.data.documents.map((doc) => (
        <Ticket key={doc.kind} doc={doc} />
      ))}
    </main>
  );
}
