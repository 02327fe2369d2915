/** The back-office settings screens in the journeys (Paramètres, the e-mail configuration). */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { toastWith } from './account-page';

/**
 * Presses a section's save button, waits for the server's answer, then for the toast. Waiting for the toast
 * alone is not enough: one from an earlier save of the same screen may still show.
 */
export async function saveSettings(page: Page, button: Locator = page.getByRole('button', { name: 'Enregistrer' })): Promise<void> {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/admin/'));
  await button.click();
  expect((await saved).status()).toBe(200);
  await toastWith(page, 'Paramètres sauvegardés').first().waitFor();
}
