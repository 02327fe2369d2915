/**
 * Nothing cut on a phone ('Cut text hides data on phones'), measured in Chromium: a product
 * row's price in the back-office list shows whole at 390 px; an e-mail address of the e-mail history
 * stays on one line when it fits and, longer than the line, wraps only after a hyphen (never inside a
 * word, as `break-all` did); a tab row wider than the screen scrolls its selected tab
 * into view (/account?tab=addresses opened at 320 px, the E2E page's last tab chosen at 320 px). The
 * board's customer name has its own journey (e2e/customer-findings.test.ts).
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTND } from '../core/money';
import { emailHistory } from '../server/db/schema/index';
import { buildCategory, buildProduct } from '../server/test/factories';
import { signedInPage } from './support/orders-page';
import { PHONE, useShop } from './support/shop';

const shop = useShop();
const NARROW = { width: 320, height: 740 };

/** The element shows all its text: nothing runs past its box (an ellipsis, a clipped end). */
function showsAllItsText(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.scrollWidth <= el.clientWidth);
}

/** The text of each line the element's text is laid out on (a line starts where a character drops below the previous one). */
function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const text = el.firstChild as Text;
    const range = document.createRange();
    const lines: string[] = [];
    let line = '';
    let top = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < text.length; i++) {
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      const charTop = Math.round(range.getBoundingClientRect().top);
      if (charTop > top + 1 && line) {
        lines.push(line);
        line = '';
      }
      top = Math.max(top, charTop);
      line += text.data.charAt(i);
    }
    return line ? [...lines, line] : lines;
  });
}

/** The selected tab lies inside the tab row's visible box (not scrolled away to either side). */
async function selectedTabInView(tabList: Locator): Promise<{ tab: string; inView: boolean }> {
  const selected = tabList.getByRole('tab', { selected: true });
  const [tabBox, listBox] = [(await selected.boundingBox())!, (await tabList.boundingBox())!];
  return {
    tab: (await selected.textContent())!,
    inView: tabBox.x >= listBox.x - 1 && tabBox.x + tabBox.width <= listBox.x + listBox.width + 1,
  };
}

describe('text on a 390 px phone', () => {
  it("shows a product row's category, price and pieces whole in the back-office list", async () => {
    const category = await buildCategory(shop.db, { nom_fr: 'Entrées chaudes & Soupes miso' });
    const product = await buildProduct(shop.db, { category_id: category.id, nom_fr: 'Soupe miso aux palourdes', prix: 8_500, nombre_pieces: 12 });
    const staff = await signedInPage(shop, { role: 'operator' }, PHONE);
    await staff.page.goto(`${shop.url}/admin/products`);
    const row = staff.page.getByRole('list', { name: 'Produits' }).getByRole('listitem').filter({ hasText: product.nom_fr });
    const details = row.locator('p').filter({ hasText: category.nom_fr });
    await details.waitFor();
    expect(await details.textContent()).toBe(`${category.nom_fr} · ${formatTND(8_500)} · 12 pièces`);
    expect(await showsAllItsText(details), 'the line is cut (ellipsis)').toBe(true);
    const [detailsBox, rowBox] = [(await details.boundingBox())!, (await row.boundingBox())!];
    expect(detailsBox.x + detailsBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('breaks an e-mail address of the e-mail history only between its words, and not at all when it fits', async () => {
    // Longer than a phone's line: it may wrap, after a hyphen, never inside 'benabdallah' or 'khemiri'.
    const long = 'reservations-mohamed-amine-benabdallah-elkhemiri@sakura-sushi-tunis.tn';
    const short = 'amira.trabelsi@example.tn';
    await shop.db.insert(emailHistory).values([
      { to_email: long, subject: 'Votre commande SK-LONG est prête', provider: 'outbox', status: 'sent', email_type: 'order_status' },
      { to_email: short, subject: 'Votre commande SK-SHORT est prête', provider: 'outbox', status: 'sent', email_type: 'order_status' },
    ]);
    const admin = await signedInPage(shop, { role: 'admin' }, PHONE);
    await admin.page.goto(`${shop.url}/admin/email-test`);
    const history = admin.page.getByRole('list', { name: 'Historique des envois' });
    const longAddress = history.getByText(long, { exact: true });
    await longAddress.waitFor();
    const lines = await linesOf(longAddress);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(long);
    expect(lines.slice(0, -1).filter((line) => !line.endsWith('-'))).toEqual([]);
    expect(await linesOf(history.getByText(short, { exact: true }))).toEqual([short]);
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('a tab row wider than a 320 px phone', () => {
  it('shows the selected account tab when /account?tab=addresses opens', async () => {
    const customer = await signedInPage(shop, {}, NARROW);
    await customer.page.goto(`${shop.url}/account?tab=addresses`);
    const tabs = customer.page.getByRole('tablist');
    await tabs.getByRole('tab', { name: 'Adresses', selected: true }).waitFor();
    // The row is wider than the screen: without scrolling, 'Adresses' would sit past its right edge.
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await selectedTabInView(tabs)).toEqual({ tab: 'Adresses', inView: true });
  });

  it("brings the E2E page's last tab into view when it is chosen", async () => {
    const admin = await signedInPage(shop, { role: 'admin' }, NARROW);
    await admin.page.goto(`${shop.url}/admin/e2e-tests`);
    const tabs = admin.page.getByRole('tablist');
    const last = tabs.getByRole('tab', { name: 'Résultats détaillés' });
    await last.waitFor();
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const lastBox = (await last.boundingBox())!;
    const listBox = (await tabs.boundingBox())!;
    expect(lastBox.x + lastBox.width).toBeGreaterThan(listBox.x + listBox.width);
    // Chosen as a finger would, without Playwright's own scrolling: Radix selects a tab on mouse-down.
    await last.dispatchEvent('mousedown', { button: 0 });
    await tabs.getByRole('tab', { name: 'Résultats détaillés', selected: true }).waitFor();
    await expect.poll(() => selectedTabInView(tabs)).toEqual({ tab: 'Résultats détaillés', inView: true });
  });
});
