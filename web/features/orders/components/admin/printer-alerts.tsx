/** The board's printer alerts: a printer that is off, unreachable or out of paper (orders go on regardless). */
import { PrinterX } from 'lucide-react';
import { usePrinterStatus } from '../../api/printing';

export function PrinterAlerts() {
  const status = usePrinterStatus();
  const alerts = status.data?.imprimantes.filter((p) => p.alerte) ?? [];
  if (alerts.length === 0) return null;
  return (
    <div role="alert" className="grid gap-2" data-testid="printer-alerts">
      {alerts.map((printer) => (
        <p key={printer.id} className="flex items-start gap-2 rounded-md border border-shu/60 bg-shu/10 px-3 py-2 text-sm text-paper">
          <PrinterX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-shu-300" />
          <span>
            <strong className="font-semibold text-shu-300">{printer.alerte}</strong>
            <span className="block text-paper-200">Les commandes continuent ; l’impression reprend dès que l’imprimante répond.</span>
          </span>
        </p>
      ))}
    </div>
  );
}
