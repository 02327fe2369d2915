/**
 * GET /api/slots: the slots the cart and the checkout offer for an order type (and zone), grouped by
 * day, each marked full when its kitchen window has no room left (order-slot.ts, core/slots.ts). Public
 * like the catalogue: it tells nothing about anyone's orders but whether a quarter of an hour is full.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getOrderingStatus } from '@core/opening-hours';
import * as endpoints from '@core/contracts/orders';
import type { SlotsView } from '@core/schemas/slots';
import { pauseMessage } from '@core/service';
import { NO_CAPACITY_LIMIT, dayLabel, isSlotFull } from '@core/slots';
import { endpointRoute } from '../../lib/endpoint-route';
import { readCachedSettingsRow } from '../../db/settings-row';
import { offeredSlots, windowLoads } from './order-slot';

export async function slotRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.route({
    ...endpointRoute(app, endpoints.listSlots),
    handler: async (request) => {
      const now = new Date();
      const settings = await readCachedSettingsRow({ db, catalog: app.catalog });
      const { catalog } = await app.catalog.get();
      const slots = offeredSlots(settings, catalog, request.query, now);
      const last = slots.at(-1);
      const loads = last ? await windowLoads(db, now, new Date(last.fireAt.getTime() + 15 * 60_000)) : new Map();
      const capacity = { ...NO_CAPACITY_LIMIT, ...settings.capacite_creneaux };
      const hours = getOrderingStatus({ settings, now, typeCommande: request.query.type_commande });
      const paused = pauseMessage(settings, now);
      const jours: SlotsView['jours'] = [];
      for (const slot of slots) {
        if (jours.at(-1)?.jour !== slot.day) jours.push({ jour: slot.day, libelle: dayLabel(slot.at, now), creneaux: [] });
        jours.at(-1)!.creneaux.push({ at: slot.at.toISOString(), heure: slot.time, complet: isSlotFull(slot, loads, capacity, { counts: true, pieces: 1 }) });
      }
      return { asap: hours.open && !paused, message: paused ?? (hours.open ? null : hours.message), jours };
    },
  });
}
