/** Status icon, French label and description at the top of the tracking page. */
import { Bike, ChefHat, CircleCheckBig, CircleX, ClipboardCheck, PackageCheck, ShieldQuestion, type LucideIcon } from 'lucide-react';
import { normalizeStatus, statusDescription, statusLabel, type StatutCommande } from '@core/order-status';
import type { TypeCommande } from '@core/order-type';

const ICONS: Record<StatutCommande, LucideIcon> = {
  Recu: ClipboardCheck,
  En_preparation: ChefHat,
  Pret: PackageCheck,
  En_livraison: Bike,
  Livre: CircleCheckBig,
  Annule: CircleX,
  Attente_verif: ShieldQuestion,
};

export function OrderStatusHero({ status, typeCommande }: { status: string; typeCommande: TypeCommande }) {
  const normalized = normalizeStatus(status);
  const Icon = ICONS[normalized];
  const cancelled = normalized === 'Annule';
  return (
    <div className="flex flex-col items-center gap-3 text-center" aria-live="polite">
      <span
        className={
          cancelled
            ? 'flex size-20 items-center justify-center rounded-full border border-shu/40 bg-shu/10 text-shu-300'
            : 'flex size-20 items-center justify-center rounded-full border border-kin/40 bg-kin/10 text-kin shadow-glow'
        }
      >
        <Icon aria-hidden="true" className="size-9" strokeWidth={1.4} />
      </span>
      <h1 className="text-4xl font-semibold text-paper sm:text-5xl" data-testid="tracking-status">
        {statusLabel(normalized)}
      </h1>
      <p className="max-w-md text-paper-400">{statusDescription(normalized, typeCommande)}</p>
    </div>
  );
}
