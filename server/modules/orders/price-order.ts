/**
 * Prices an order from the catalogue snapshot (read from the database once per change, invalidated by
 * NOTIFY on every instance): current product and accompaniment prices, the product–side links, the zone's
 * minimum, fee and free threshold (core/delivery.ts). Nothing the browser sent besides ids, quantities
 * and choices is read. Only a refused product is looked up in the database, to name it in the message.
 */
import { eq } from 'drizzle-orm';
import { accompanimentPrice } from '@core/cart-line';
import type { Accompagnement, GroupeOptions, Produit, PublicCatalog, ZoneLivraison } from '@core/catalog';
import { checkSelection, groupsOfProduct } from '@core/product-options';
import { findZone, minimumCommande, orderDeliveryFee } from '@core/delivery';
import { multiplyMillimes, sumMillimes, type Millimes } from '@core/money';
import type { OrderItemView } from '@core/api-views';
import type { PlaceOrderInput } from '@core/schemas/place-order';
import type { DbOrTx } from '../../db/client';
import { produits } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { CatalogSnapshot } from '../catalog/catalog-cache';
import { isSoldOut, type SoldOutState } from '@core/sold-out';

/** An order line as it is written: the view's line before it has an id, for a product that exists. */
type PricedLine = Omit<OrderItemView, 'id' | 'product_id'> & { product_id: number; /** The offers' share of this line. */ remise?: Millimes };

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: Millimes;
  fraisLivraison: Millimes;
  total: Millimes;
}

/** What can be ordered now, indexed: orderable products and sides, their links, the active zones. */
export interface OrderableMenu {
  products: Map<number, Produit>;
  sides: Map<number, Accompagnement>;
  links: Set<string>;
  /** Option groups by product, in display order. */
  groups: Map<number, GroupeOptions[]>;
  zones: ZoneLivraison[];
}

function orderableMenu(catalog: PublicCatalog): OrderableMenu {
  return {
    products: new Map(catalog.produits.map((p) => [p.id, p])),
    sides: new Map(catalog.accompagnements.map((a) => [a.id, a])),
    links: new Set(catalog.produits_accompagnements.map((l) => `${l.produit_id}:${l.accompagnement_id}`)),
    groups: new Map(catalog.produits.map((p) => [p.id, groupsOfProduct(catalog.groupes_options, p.id)])),
    zones: catalog.zones_livraison,
  };
}

/** The snapshot's menu index, built once per catalogue version. */
export function menuOf(snapshot: CatalogSnapshot): OrderableMenu {
  return snapshot.memo('orderable-menu', () => orderableMenu(snapshot.catalog));
}

export async function priceOrder({
  db,
  menu,
  input,
  alreadyOrdered,
}: {
  db: DbOrTx;
  menu: OrderableMenu;
  input: PlaceOrderInput;
  /** A correction: the dishes, sides and options already on the order stay allowed once sold out. */
  alreadyOrdered?: AlreadyOrdered;
}): Promise<PricedOrder> {
  const missing = input.items.find((item) => !menu.products.has(item.product_id));
  if (missing) throw await refusedProduct(db, missing.product_id);
  refuseSoldOut({ items: input.items, productById: menu.products, sideById: menu.sides, alreadyOrdered });

  const lines = input.items.map((item): PricedLine => {
    const product = menu.products.get(item.product_id)!;
    let side: { id: number; nom_fr: string; prix: Millimes } | null = null;
    if (item.accompaniment_id !== null) {
      const row = menu.sides.get(item.accompaniment_id);
      if (!row) throw new AppError('ACCOMPANIMENT_UNAVAILABLE');
      if (!menu.links.has(`${product.id}:${row.id}`)) {
        throw new AppError('ACCOMPANIMENT_NOT_OFFERED', { side: row.nom_fr, product: product.nom_fr });
      }
      side = { id: row.id, nom_fr: row.nom_fr, prix: accompanimentPrice(row) };
    }
    // Option groups: a missing required choice, too many, an unknown or sold-out option is refused.
    const selection = checkSelection({
      productName: product.nom_fr,
      groups: menu.groups.get(product.id) ?? [],
      optionIds: item.options,
      allowSoldOut: alreadyOrdered?.options,
    });
    if (!selection.ok) throw selection.error;
    const unit = sumMillimes([product.prix, side?.prix ?? 0, selection.price]);
    return {
      product_id: product.id,
      product_name: product.nom_fr,
      quantity: item.quantity,
      unit_price: unit,
      accompaniment_id: side?.id ?? null,
      accompaniment_name: side?.nom_fr ?? null,
      accompaniment_price: side?.prix ?? 0,
      choix: selection.choices,
      total_price: multiplyMillimes(unit, item.quantity),
    };
  });

  const subtotal = sumMillimes(lines.map((line) => line.total_price));
  let fraisLivraison = 0;
  if (input.type_commande === 'Livraison') {
    const zone = findZone(menu.zones, input.zone_livraison);
    if (!zone) throw new AppError('ZONE_UNKNOWN');
    if (subtotal < minimumCommande(zone)) throw new AppError('ZONE_MINIMUM', { amount: minimumCommande(zone) });
    fraisLivraison = orderDeliveryFee({ typeCommande: input.type_commande, zoneCode: zone.code, zones: menu.zones, subtotal });
  }
  return { lines, subtotal, fraisLivraison, total: sumMillimes([subtotal, fraisLivraison]) };
}

/** What a corrected order already holds: allowed again even if sold out since. */
export interface AlreadyOrdered {
  products: ReadonlySet<number>;
  sides: ReadonlySet<number>;
  options?: ReadonlySet<number>;
}

/** A product the menu does not offer: named when it exists (withdrawn, hidden or its category off). */
async function refusedProduct(db: DbOrTx, productId: number): Promise<AppError> {
  const [row] = await db.select({ nom_fr: produits.nom_fr }).from(produits).where(eq(produits.id, productId)).limit(1);
  return row ? new AppError('PRODUCT_UNAVAILABLE', { name: row.nom_fr }) : new AppError('PRODUCT_UNKNOWN');
}

/**
 * Sold out: a dish or accompaniment staff marked "Rupture" is refused by name, even when the
 * customer's cart was filled before the mark. Its end is checked now, so an expired mark lets it through.
 */
function refuseSoldOut({
  items,
  productById,
  sideById,
  alreadyOrdered,
}: {
  items: PlaceOrderInput['items'];
  productById: Map<number, SoldOutState & { nom_fr: string }>;
  sideById: Map<number, SoldOutState & { nom_fr: string }>;
  alreadyOrdered?: AlreadyOrdered;
}): void {
  const now = new Date();
  for (const item of items) {
    const product = productById.get(item.product_id);
    if (product && !alreadyOrdered?.products.has(item.product_id) && isSoldOut(product, now)) throw new AppError('PRODUCT_SOLD_OUT', { name: product.nom_fr });
    const side = item.accompaniment_id === null ? undefined : sideById.get(item.accompaniment_id);
    if (side && !alreadyOrdered?.sides.has(item.accompaniment_id!) && isSoldOut(side, now)) throw new AppError('ACCOMPANIMENT_SOLD_OUT', { name: side.nom_fr });
  }
}
