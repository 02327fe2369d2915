/** The order number with 'Copier le numéro' (toast 'Numéro copié'). */
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';

export function CopyOrderNumber({ numero }: { numero: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(numero);
      toast.success(MESSAGES.lookup.numberCopiedTitle, { description: MESSAGES.lookup.numberCopied });
    } catch {
      // Clipboard refused (insecure context, permission): the number stays selectable on screen.
      toast.error(MESSAGES.auth.genericErrorRetry);
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <p className="rounded-sm border border-kin/40 bg-ink px-4 py-2 font-mono text-lg tracking-[0.15em] text-kin-300 select-all" data-testid="order-number">
        {numero}
      </p>
      <Button variant="ghost" size="sm" onClick={() => void copy()} data-print-hide>
        <Copy aria-hidden="true" />
        Copier le numéro
      </Button>
    </div>
  );
}
