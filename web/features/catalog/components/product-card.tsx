import { Plus } from 'lucide-react';
import type { Produit } from '@core/catalog';
import { formatTND } from '@core/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  produit: Produit;
  eager?: boolean;
  onAdd: (produit: Produit) => void;
}

export function ProductCard({ produit, eager, onAdd }: ProductCardProps) {
  const showKcal = produit.afficher_kcal && produit.kcal != null && produit.kcal > 0;
  const hasPieces = produit.nombre_pieces != null && produit.nombre_pieces > 0;

  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-md border border-ink-600 bg-ink-800 shadow-card transition-colors duration-300 hover:border-kin/40">
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-700">
        <ProductImage
          produit={produit}
          eager={eager}
          className="transition-transform duration-700 ease-out group-hover:scale-[1.04]"
        />
        {(hasPieces || showKcal) && (
          <div className="absolute top-3 left-3 flex gap-1.5">
            {hasPieces && <Badge className="bg-ink/85 text-paper backdrop-blur-sm">{produit.nombre_pieces} pcs</Badge>}
            {showKcal && <Badge className="bg-ink/85 text-kin-300 backdrop-blur-sm">{produit.kcal} kcal</Badge>}
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3 className="font-display text-[1.35rem] leading-tight font-semibold text-paper">{produit.nom_fr}</h3>
        {produit.description_fr && (
          <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-paper-400">{produit.description_fr}</p>
        )}

        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <div className="flex flex-col">
            <span className="text-lg font-semibold tracking-tight text-paper tabular-nums">
              {formatTND(produit.prix)}
            </span>
            {produit.a_des_accompagnements && (
              <span className="text-xs font-medium text-kin-300">+ Accompagnement</span>
            )}
          </div>
          <Button size="sm" onClick={() => onAdd(produit)} aria-label={`Ajouter ${produit.nom_fr} au panier`}>
            <Plus aria-hidden="true" />
            Ajouter
          </Button>
        </div>
      </div>
    </article>
  );
}
