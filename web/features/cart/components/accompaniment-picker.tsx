/** 'Choisir un accompagnement' (customer-shop §2): the product is added with the side chosen here. */
import { ChevronRight } from 'lucide-react';
import type { Accompagnement, Produit, PublicCatalog } from '@core/catalog';
import { accompanimentPrice, extraPriceText } from '@core/cart-line';
import { MESSAGES } from '@core/messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { accompanimentsOf } from '../utils/accompaniments';
import { PickerHeader } from './picker-header';

export interface AccompanimentPickerProps {
  produit: Produit | null;
  catalog: PublicCatalog;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  onChoose: (produit: Produit, side: Accompagnement) => void;
}

function SidePrice({ side }: { side: Accompagnement }) {
  const price = accompanimentPrice(side);
  return <span className={cn('text-sm font-semibold', price === 0 ? 'text-kin-300' : 'text-paper tabular-nums')}>{extraPriceText(price)}</span>;
}

export default function AccompanimentPicker({ produit, catalog, onClose, onCloseAutoFocus, onChoose }: AccompanimentPickerProps) {
  const sides = produit ? accompanimentsOf(produit.id, catalog) : [];
  return (
    <Dialog open={produit !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md grid-cols-[minmax(0,1fr)] gap-5 p-5 sm:p-6" onCloseAutoFocus={onCloseAutoFocus}>
        <PickerHeader productName={produit?.nom_fr} title="Choisir un accompagnement" />

        {sides.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {sides.map((side) => (
              <li key={side.id}>
                <button
                  type="button"
                  onClick={() => produit && onChoose(produit, side)}
                  className="group flex min-h-14 w-full items-center gap-3 rounded-md border border-ink-600 bg-ink-700/60 px-4 py-3 text-left transition-colors hover:border-kin/60 hover:bg-ink-700 focus-visible:border-kin"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-paper">{side.nom_fr}</span>
                    {side.description_fr && <span className="mt-0.5 block truncate text-xs text-paper-400">{side.description_fr}</span>}
                  </span>
                  <SidePrice side={side} />
                  <ChevronRight aria-hidden="true" className="size-4 text-paper-500 transition-transform group-hover:translate-x-0.5 group-hover:text-kin" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-md border border-dashed border-ink-500 px-4 py-8 text-center text-paper-400">{MESSAGES.lists.noAccompaniment}</p>
        )}

        <DialogClose asChild>
          <Button variant="ghost" className="w-full border border-ink-600">
            Annuler
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
