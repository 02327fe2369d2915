/**
 * Marketing consent in the browser, against the real server: after a delivered order the tracking page
 * asks once which channels may carry offers (nothing ticked); the profile shows each channel's choice
 * with its date and source; a marketing e-mail's unsubscribe link works signed out and leaves the order
 * messages' channel as it was. axe on each screen; screenshots at 390 and 1280 px into SCREENSHOTS_DIR.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { restaurantSettings } from '../server/db/schema/index';
import { readSettingsRow } from '../server/db/settings-row';
import type { MailMessage } from '../server/integrations/mail/index';
import { marketingQueueOptions } from '../server/modules/marketing/marketing-plugin';
import { drainMarketingMessages, queueMarketingMessage } from '../server/modules/marketing/marketing-queue';
import { buildOrder } from '../server/test/factories';
import { expectNoSeriousViolations } from './support/axe';
import { signedInPage } from './support/orders-page';
import { DESKTOP, PHONE, useShop } from './support/shop';

const shop = useShop();

async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

describe.each([
  ['390', PHONE],
  ['800', { width: 800, height: 900 }],
  ['1280', DESKTOP],
])('marketing consent at %s px', (width, viewport) => {
  it('is asked once after a delivered order, shown in the profile, and ended by the unsubscribe link signed out', async () => {
    const { page, who } = await signedInPage(shop, { customer: { telephone: `5500${width.padStart(4, '0')}`, prenom: 'Yasmine' } }, viewport, {
      serviceWorkers: 'allow',
    });
    const order = await buildOrder(shop.db, { customer_id: who.customerId!, statut_commande: 'Livre' });

    await page.goto(`${shop.url}/order-tracking/${order.numero_commande}`);
    const prompt = page.getByTestId('marketing-prompt');
    await prompt.waitFor();
    for (const name of ['E-mail', 'WhatsApp', 'SMS']) expect(await prompt.getByRole('checkbox', { name }).isChecked()).toBe(false);
    expect(await prompt.getByRole('button', { name: 'Enregistrer' }).isDisabled()).toBe(true);
    await prompt.getByRole('checkbox', { name: 'E-mail' }).check();
    await prompt.getByRole('checkbox', { name: 'WhatsApp' }).check();
    await prompt.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, 'the offers question on the tracking page');
    await shot(page, `campaigns-tracking-prompt-${width}`);
    await prompt.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Merci, c’est noté.').waitFor();
    await page.reload();
    await page.getByTestId('order-tracking').waitFor();
    expect(await page.getByTestId('marketing-prompt').count()).toBe(0);

    await page.goto(`${shop.url}/account?tab=profile`);
    const card = page.getByTestId('marketing-consent');
    await expect.poll(() => card.getByTestId('marketing-email-since').textContent()).toMatch(/^Accepté le .* après une commande livrée$/);
    expect(await card.getByTestId('marketing-sms-since').textContent()).toBe('Non demandé');
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, 'the profile with the offers’ channels');
    await shot(page, `campaigns-profile-${width}`);

    // An offer by e-mail through the marketing queue (its clock at 14:00 in Tunis), then its link, signed out.
    await queueMarketingMessage(shop.db, {
      customerId: who.customerId!,
      canal: 'email',
      campagne: `essai-${width}`,
      sujet: 'Une offre',
      texte: 'Bonjour Yasmine',
    });
    const mails: MailMessage[] = [];
    const due = new Date(Date.now() + 86_400_000);
    due.setUTCHours(13, 0, 0, 0);
    await drainMarketingMessages(
      marketingQueueOptions(shop.app, {
        clock: () => due,
        sendMail: async (message) => {
          mails.push(message);
          return { ok: true, id: 1, provider: 'outbox' };
        },
      }),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.listUnsubscribe).toContain('/api/marketing/unsubscribe?t=');
    const link = /(\S+\/desabonnement\?t=\S+)/.exec(mails[0]!.text)![1]!;

    const visitor = await shop.openPage(viewport);
    await visitor.page.goto(link.replace(/^https?:\/\/[^/]+/, shop.url));
    await visitor.page.getByRole('button', { name: 'Me désabonner' }).waitFor();
    await expectNoSeriousViolations(visitor.page, 'the unsubscribe page');
    await shot(visitor.page, `campaigns-unsubscribe-${width}`);
    await visitor.page.getByRole('button', { name: 'Me désabonner' }).click();
    await visitor.page.getByTestId('unsubscribe-done').waitFor();
    await shot(visitor.page, `campaigns-unsubscribe-done-${width}`);

    await page.reload();
    await expect.poll(() => card.getByTestId('marketing-email-since').textContent()).toMatch(/^Refusé le .* par le lien de désabonnement$/);
    expect(await card.getByTestId('marketing-whatsapp-since').textContent()).toMatch(/^Accepté le /);
    expect(await page.getByTestId('message-consent-since').textContent()).toBe('Vous êtes prévenu par e-mail uniquement.');
  }, 120_000);
});

describe('the frequency cap in Paramètres › Messages', () => {
  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])(
    'is set by the admin at %s px',
    async (width, viewport) => {
      const { page } = await signedInPage(shop, { role: 'admin' }, viewport);
      await page.goto(`${shop.url}/admin/settings`);
      await page.getByRole('tab', { name: 'Messages' }).click();
      const card = page.getByTestId('marketing-settings');
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByTestId('marketing-cap-days').inputValue()).toBe('7');
      await card.getByTestId('marketing-cap-days').fill('10');
      await card.getByRole('button', { name: 'Enregistrer' }).click();
      await expect.poll(async () => (await readSettingsRow({ db: shop.db })).marketing_plafond_jours).toBe(10);
      await expectNoSeriousViolations(page, 'Paramètres › Messages with the offers’ cap');
      await shot(page, `campaigns-settings-${width}`, false);
      await shop.db.update(restaurantSettings).set({ marketing_plafond_jours: 7 });
    },
    90_000,
  );
});
