/**
 * A slot that fills while the customer confirms, on a phone, a tablet and a desktop: the form keeps the
 * customer's day and moves to the next free slot of that day (never 'Dès que possible' by itself), the
 * offer of that slot shows in view, and no toast covers the confirm button. The day list shows every day
 * whole ('Aujourd'hui', 'Mercredi 02/12'). Screenshots of the checkout after the refusal go to SHOTS_DIR at 390, 800 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { PublicCatalog } from '../core/catalog';
import type { SlotsView } from '../core/schemas/slots';
import { slotLeadMinutes } from '../core/slots';
import { orders, restaurantSettings } from '../server/db/schema/index';
import { buildOrder } from '../server/test/factories';
import { cartFixtures, startWithSavedCart } from './support/cart-page';
import { deliveryCart, fillDeliveryAddress, openCheckout, signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';
import { buildShopMenu } from './support/shop-menu';

/** The refusal (422) is provoked on purpose. */
const shop = useShop({ allowConsoleErrors: [/status of 422/] });
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-slot-full';
const TABLET = { width: 800, height: 1100 };
const JOURNEY_TIMEOUT = 240_000;

let catalog: PublicCatalog;

beforeAll(async () => {
  await buildShopMenu(shop);
  catalog = (await shop.app.catalog.get()).catalog;
  await shop.db
    .update(restaurantSettings)
    .set({ capacite_creneaux: { midi: { commandes: 1, pieces: null }, soir: { commandes: 1, pieces: null } } })
    .where(eq(restaurantSettings.id, 1));
  await shop.app.catalog.invalidate();
  mkdirSync(SHOTS, { recursive: true });
});

/** Tomorrow's delivery slots, as the shop lists them. */
async function tomorrowSlots(): Promise<SlotsView['jours'][number]> {
  const res = await shop.app.inject({ method: 'GET', url: `/api/slots?type_commande=Livraison&zone_livraison=${cartFixtures(catalog).zone.code}` });
  return (res.json() as SlotsView).jours.find((jour) => jour.libelle === 'Demain')!;
}

/** Another customer's order takes the slot (capacity: one order per slot). */
async function fillSlot(at: string) {
  const [settings] = await shop.db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 1));
  const lead = slotLeadMinutes(settings!.delai_preparation_base, 'Livraison', cartFixtures(catalog).zone.temps_livraison);
  await buildOrder(shop.db, {
    type_commande: 'Livraison',
    scheduled_for: new Date(at),
    fire_at: new Date(new Date(at).getTime() - lead * 60_000),
  });
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The width the longest of a select's labels needs against the room its box gives it (padding and chevron off). */
async function labelFits(select: Locator): Promise<{ needed: number; room: number; label: string }> {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const labels = [...el.options].map((option) => option.textContent ?? '');
    const widths = labels.map((label) => Math.ceil(context.measureText(label).width));
    const longest = widths.indexOf(Math.max(...widths));
    return {
      needed: widths[longest]!,
      room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      label: labels[longest]!,
    };
  });
}

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= viewport.height;
}

describe('a slot that fills while the customer confirms', () => {
  for (const viewport of [PHONE, TABLET, DESKTOP]) {
    it(
      `keeps the customer's day with the next free slot of it, offers it in view, and no toast covers the confirm button (${viewport.width} px)`,
      async () => {
        await shop.db.update(orders).set({ statut_commande: 'Annule' });
        const day = await tomorrowSlots();
        const [chosen, next] = [day.creneaux.find((c) => c.heure === '12:30')!, day.creneaux.find((c) => c.heure === '12:45')!];

        const { page } = await signedInPage(shop, {}, viewport);
        page.setDefaultTimeout(30_000);
        await page.goto(shop.url);
        await page.locator('main article').first().waitFor();
        await startWithSavedCart(page, cartFixtures(catalog).storageKey, deliveryCart(catalog).saved);
        const dialog = await openCheckout(page);
        await fillDeliveryAddress(dialog, '12 rue du Lac Léman', 'Tunis');
        await dialog.getByTestId('payment-especes').click();
        await dialog.getByRole('radio', { name: 'Programmer' }).click();

        // The day list shows every day whole ('Aujourd'hui', 'Mercredi 02/12').
        const dayList = dialog.getByLabel('Jour');
        const fit = await labelFits(dayList);
        expect(fit.needed, `'${fit.label}' in the day list`).toBeLessThanOrEqual(fit.room);

        await dayList.selectOption({ label: 'Demain' });
        await dialog.getByLabel('Heure').selectOption({ label: '12:30' });
        await fillSlot(chosen.at);
        const submit = dialog.getByTestId('checkout-submit');
        await submit.scrollIntoViewIfNeeded();
        await submit.click();

        // The offer, where the customer looks, and the form still on tomorrow with the next free slot.
        const offer = page.getByTestId('next-slot-offer');
        await offer.waitFor();
        expect(await offer.textContent()).toContain('Ce créneau est complet. Prochain créneau disponible : demain à 12:45.');
        await expect.poll(() => inViewport(page, offer)).toBe(true);
        expect(await dialog.getByRole('radio', { name: 'Programmer' }).getAttribute('aria-checked')).toBe('true');
        expect(await dialog.getByRole('radio', { name: 'Dès que possible' }).getAttribute('aria-checked')).toBe('false');
        await expect.poll(() => dialog.getByLabel('Heure').inputValue()).toBe(next.at);
        expect(await dayList.inputValue()).toBe(day.jour);
        await page.screenshot({ path: `${SHOTS}/checkout-slot-full-${viewport.width}.png` });

        // A refusal toast, wherever it shows, leaves the confirm button (with its total) uncovered.
        await submit.scrollIntoViewIfNeeded();
        await fillSlot(next.at);
        await submit.click();
        // The offer scrolled itself into view: back to the button, as a customer would, while the toast shows
        // (read in one task of the page: on a busy machine the toast may be gone by the next round trip).
        const boxes = await page.waitForFunction(() => {
          const toast = [...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')].find((t) => t.textContent?.includes('Erreur'));
          const button = document.querySelector('[data-testid="checkout-submit"]');
          if (!toast || !button) return null;
          button.scrollIntoView({ block: 'nearest' });
          const box = (el: Element) => {
            const { x, y, width, height } = el.getBoundingClientRect();
            return { x, y, width, height };
          };
          return { toast: box(toast), button: box(button) };
        });
        const { toast: toastBox, button: buttonBox } = (await boxes.jsonValue())!;
        expect(intersects(toastBox, buttonBox), `toast ${JSON.stringify(toastBox)} over the button ${JSON.stringify(buttonBox)}`).toBe(false);
        await page.screenshot({ path: `${SHOTS}/checkout-toast-${viewport.width}.png` });
      },
      JOURNEY_TIMEOUT,
    );
  }
});
