/** 'Imprimer le reçu': the browser's print of the order area (print.css keeps only that area). */
import { Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function PrintReceiptButton() {
  return (
    <Button variant="outline" onClick={() => window.print()} data-print-hide data-testid="print-receipt">
      <Printer aria-hidden="true" />
      Imprimer le reçu
    </Button>
  );
}
