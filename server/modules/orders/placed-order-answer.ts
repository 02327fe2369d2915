/**
 * The order and its points preview in the 201 answer of POST /api/orders: built from what was just
 * written for a new order (plus the estimate's kitchen query), read back from the database for a replayed key.
 */
import type { Db } from '../../db/client';
import type { Viewer } from '../../plugins/auth';
import type { CatalogCache } from '../catalog/catalog-cache';
import { loadOrderEstimates } from './order-estimates';
import { presentOrder, presentWrittenOrder, type OrderView } from './order-view';
import type { PlacedOrder } from './place-order';
import { orderPointsPreview, previewOrderPoints } from './preview-order-points';

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
  if (!written) {
    const [view, points_preview] = await Promise.all([
      presentOrder({ db, order, viewer }),
      previewOrderPoints({ db, customerId: viewer.customerId, total: order.total_ttc }),
    ]);
    return { order: view, points_preview };
  }
  const { loyalty } = (await catalog.get()).catalog;
  const now = new Date();
  const estimates = await loadOrderEstimates({ db, rows: [order], settings: written.settings, now });
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
