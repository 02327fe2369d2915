/** The day's closing on paper: on the thermal printer (through the print queue) or as a PDF. */
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { closingPdfUrl, usePrintClosing } from '../api/closing';

export function ClosingDocuments({ jour, closed }: { jour: string; closed: boolean }) {
  const print = usePrintClosing(jour);
  const onPrint = () =>
    print.mutate(undefined, {
      onSuccess: () => toast.success(closed ? 'Clôture envoyée à l’imprimante' : 'Situation du jour envoyée à l’imprimante'),
      onError: (error) => toast.error(ADMIN_MESSAGES.errorTitle, { description: errorMessage(error) }),
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" isLoading={print.isPending} onClick={onPrint}>
        {closed ? 'Imprimer' : 'Imprimer la situation'}
      </Button>
      <a className={buttonClasses('outline')} href={closingPdfUrl(jour)} download={`cloture-${jour}.pdf`}>
        Télécharger le PDF
      </a>
      {!closed && <p className="text-sm text-muted">Journée non clôturée : les chiffres du moment.</p>}
    </div>
  );
}
