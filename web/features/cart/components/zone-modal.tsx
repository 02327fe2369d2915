/**
 * The zone modal of the first addition to an empty cart (customer-shop §2): pick a delivery zone,
 * or pickup. The zone's fee, minimum and delivery time are shown so the choice is informed.
 */
import { Clock, MapPin, ShoppingBag } from 'lucide-react';
import type { ZoneLivraison } from '@core/catalog';
import { ORDER_BUTTON_LABELS } from '@core/delivery';
import { MESSAGES } from '@core/messages';
import { formatTND } from '@core/money';
import { ORDER_TYPE_LABELS } from '@core/order-type';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

export interface ZoneModalProps {
  open: boolean;
  zones: ZoneLivraison[];
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  onChooseZone: (code: string) => void;
  onChoosePickup: () => void;
}

const choice =
  'group flex min-h-16 w-full items-center gap-4 rounded-md border border-ink-600 bg-ink-700/60 px-4 py-3 text-left ' +
  'transition-colors hover:border-kin/60 hover:bg-ink-700 focus-visible:border-kin';

function ZoneChoice({ zone, onChoose }: { zone: ZoneLivraison; onChoose: () => void }) {
  return (
    <button type="button" onClick={onChoose} className={choice}>
      <MapPin aria-hidden="true" className="size-5 shrink-0 text-kin" strokeWidth={1.5} />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-paper">{zone.nom}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-paper-400">
          {zone.temps_livraison != null && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3" />
              {zone.temps_livraison} min
            </span>
          )}
          <span>Minimum {formatTND(zone.minimum_commande)}</span>
        </span>
      </span>
      <span className="text-right text-sm font-semibold whitespace-nowrap tabular-nums">
        <span className="sr-only">Frais de livraison : </span>
        {zone.frais_livraison === 0 ? (
          <span className="text-kin-300">{MESSAGES.cart.free}</span>
        ) : (
          <span className="text-paper">{formatTND(zone.frais_livraison)}</span>
        )}
      </span>
    </button>
  );
}

export default function ZoneModal({ open, zones, onClose, onCloseAutoFocus, onChooseZone, onChoosePickup }: ZoneModalProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md grid-cols-[minmax(0,1fr)] gap-5 p-5 sm:p-6" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <p aria-hidden="true" className="text-[0.7rem] font-semibold tracking-[0.3em] text-kin uppercase">
            {ORDER_TYPE_LABELS.Livraison}
          </p>
          <DialogTitle>{ORDER_BUTTON_LABELS.selectZone}</DialogTitle>
        </DialogHeader>

        {zones.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Zones de livraison">
            {zones.map((zone) => (
              <li key={zone.id}>
                <ZoneChoice zone={zone} onChoose={() => onChooseZone(zone.code)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-md border border-dashed border-ink-500 px-4 py-6 text-center text-paper-400">{MESSAGES.cart.noZones}</p>
        )}

        <div aria-hidden="true" className="flex items-center gap-3 text-[0.7rem] tracking-[0.3em] text-paper-500 uppercase">
          <span className="h-px flex-1 bg-ink-600" />
          ou
          <span className="h-px flex-1 bg-ink-600" />
        </div>

        <button type="button" onClick={onChoosePickup} className={choice}>
          <ShoppingBag aria-hidden="true" className="size-5 shrink-0 text-kin" strokeWidth={1.5} />
          <span className="flex-1 font-medium text-paper">{ORDER_TYPE_LABELS.A_emporter}</span>
        </button>
      </DialogContent>
    </Dialog>
  );
}
