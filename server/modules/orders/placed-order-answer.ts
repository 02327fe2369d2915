/**
 * The order and its points preview in the 201 answer of POST /api/orders: built from what was just
 * written for a new order (the estimate's counts were read in its transaction, the zones' travel times
 * come from the catalogue), read back from the database for a replayed
 * key (with the cached settings, and the VIP multiplier read with the key when there is one).
 */
import type { Db } from '../../db/client';
import type { Viewer } from '../../plugins/auth';
import type { CatalogCache } from '../catalog/catalog-cache';
import { estimatesFrom } from './order-estimates';
import { presentOrder, presentWrittenOrder, type OrderView } from './order-view';
import type { PlacedOrder } from './place-order';
import { orderPointsPreview, previewOrderPoints } from './preview-order-points';
import { readCachedSettingsRow } from '../../db/settings-row';

export async function placedOrderAnswer({
  db,
  catalog,
  placed,
  viewer,
}: {
  db: Db;
  catalog: CatalogCache;
  placed: PlacedOrder;
  viewer: Viewer & { customerId: number };
}): Promise<{ order: OrderView; points_preview: number }> {
  const { order, written } = placed;
  const { loyalty, zones_livraison } = (await catalog.get()).catalog;
  if (!written) {
    // A replayed key: the order is read back; the settings and the loyalty rules come from memory as for a new order.
    const settings = await readCachedSettingsRow({ db, catalog });
    const multiplier = placed.replayMultiplier;
    const [view, points_preview] = await Promise.all([
      presentOrder({ db, order, viewer, settings }),
      multiplier === undefined
        ? previewOrderPoints({ db, customerId: viewer.customerId, total: order.total_ttc })
        : orderPointsPreview({ loyalty, multiplier, total: order.total_ttc }),
    ]);
    return { order: view, points_preview };
  }
  const now = new Date();
  const estimates = estimatesFrom({
    rows: [order],
    counts: new Map([[order.id, written.estimateCounts]]),
    travel: new Map(zones_livraison.map((zone) => [zone.code, zone.temps_livraison])),
    settings: written.settings,
    now,
  });
  return {
    order: presentWrittenOrder({
      order,
      items: written.items,
      customer: written.customer,
      delaiAnnulation: written.settings.delai_annulation,
      estimation: estimates.get(order.id) ?? null,
      viewer,
      now,
    }),
    points_preview: orderPointsPreview({ loyalty, multiplier: written.pointsMultiplier, total: order.total_ttc }),
  };
}
