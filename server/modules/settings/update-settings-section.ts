/**
 * Saves one section of /admin/settings in one transaction: the row is read once and locked, the section written
 * (the row after it comes back from the UPDATE), and an app event records the section's values before and after
 * (the presenter's view; secrets only as "••••" or "[modifié]", settings-secrets.ts). Secrets are sealed by the secret box before they are written.
 * Turning the access gate on or changing its password bumps acces_epoque, which revokes every grant.
 * The caller refreshes the caches (NOTIFY) after the commit.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { SectionInput, SettingsSection } from '@core/schemas/settings';
import type { Db, Tx } from '../../db/client';
import { restaurantSettings, zonesLivraison } from '../../db/schema/index';
import { withMailProviderChanges } from '../../integrations/mail/provider-settings';
import type { SecretBox } from '../../lib/secret-box';
import { recordAppEvent } from '../events/record-app-event';
import { savePrinters } from '../printing/printers';
import { hashAccessPassword } from './access-password';
import { getAdminSettings } from './get-admin-settings';
import { readSettingsRow, type SettingsRow } from '../../db/settings-row';
import { maskedSecrets, sealSecret } from './settings-secrets';
import { messagingChanges } from './messaging-settings';
import { fiscalChanges } from './fiscal-settings';

/** One section and its values, as its endpoint's body schema gives them: `change.section` tells `change.input`'s type. */
export type SectionChange = { [S in SettingsSection]: { section: S; input: SectionInput<S> } }[SettingsSection];

export interface UpdateSettingsSectionOptions {
  db: Db;
  change: SectionChange;
  userId: string;
  secretBox: SecretBox;
}

type RowChanges = Partial<typeof restaurantSettings.$inferInsert>;

export async function updateSettingsSection({ db, change, userId, secretBox }: UpdateSettingsSectionOptions) {
  const { section } = change;
  // Hashing is slow on purpose: done before the transaction, so the row is not held while it runs.
  const password = change.section === 'acces' ? change.input.mot_de_passe_acces : undefined;
  const passwordHash = password ? await hashAccessPassword(password) : password;

  return db.transaction(async (tx) => {
    const row = await readSettingsRow({ db: tx, forUpdate: true });
    const before = (await getAdminSettings({ db: tx, row }))[section];
    const changes = await changesFor({ tx, change, row, passwordHash, secretBox });
    const [after = row] =
      Object.keys(changes).length > 0 ? await tx.update(restaurantSettings).set(changes).where(eq(restaurantSettings.id, 1)).returning() : [];
    const view = await getAdminSettings({ db: tx, row: after });
    const secrets = maskedSecrets(row, after);
    await recordAppEvent(tx, {
      event: `admin.settings.${section}.updated`,
      userId,
      context: { section, before: { ...before, secrets: secrets.before }, after: { ...view[section], secrets: secrets.after } },
    });
    return view;
  });
}

interface ChangesFor {
  tx: Tx;
  change: SectionChange;
  row: SettingsRow;
  passwordHash: string | null | undefined;
  secretBox: SecretBox;
}

async function changesFor({ tx, change, row, passwordHash, secretBox }: ChangesFor): Promise<RowChanges> {
  switch (change.section) {
    case 'identite':
    case 'accueil':
    case 'horaires':
    case 'service':
    case 'diagnostics':
      return change.input;
    case 'imprimantes':
      await savePrinters(tx, change.input.imprimantes);
      return {};
    case 'livraison': {
      const { service_livraison_actif, zones } = change.input;
      await saveZones(tx, zones);
      return { service_livraison_actif };
    }
    case 'paiements': {
      const { konnect_api_key, ...rest } = change.input;
      return konnect_api_key === undefined ? rest : { ...rest, konnect_api_key: sealSecret(secretBox, konnect_api_key) };
    }
    case 'notifications': {
      const { telegram_bot_token, ...rest } = change.input;
      return telegram_bot_token === undefined ? rest : { ...rest, telegram_bot_token: sealSecret(secretBox, telegram_bot_token) };
    }
    case 'fiscalite':
      return fiscalChanges(change.input);
    case 'messages':
      return { messaging_configs: messagingChanges(row.messaging_configs, change.input, secretBox) };
    case 'email': {
      const e = change.input;
      return withMailProviderChanges(row, {
        active: e.email_provider_active,
        smtp: { host: e.smtp_host, port: e.smtp_port, ssl: e.smtp_ssl, user: e.smtp_user, from: e.smtp_from, password: sealSecret(secretBox, e.smtp_password) },
        brevoApiKey: sealSecret(secretBox, e.brevo_api_key),
      });
    }
    case 'acces': {
      const { acces_protege_actif, message_bientot_disponible } = change.input;
      const turnedOn = acces_protege_actif && !row.acces_protege_actif;
      const passwordChanged = passwordHash !== undefined;
      return {
        acces_protege_actif,
        message_bientot_disponible,
        ...(passwordChanged ? { mot_de_passe_acces: passwordHash } : {}),
        ...(turnedOn || passwordChanged ? { acces_epoque: row.acces_epoque + 1 } : {}),
      };
    }
  }
}

/**
 * The zones as listed: rows with an id are updated, rows without are created, and zones left out of the
 * list are deactivated rather than deleted (addresses and past orders still name them).
 */
async function saveZones(tx: Tx, zones: SectionInput<'livraison'>['zones']): Promise<void> {
  const kept: number[] = [];
  for (const { id, ...values } of zones) {
    if (id !== undefined) {
      const [updated] = await tx.update(zonesLivraison).set(values).where(eq(zonesLivraison.id, id)).returning({ id: zonesLivraison.id });
      if (updated) {
        kept.push(updated.id);
        continue;
      }
    }
    const [created] = await tx.insert(zonesLivraison).values(values).returning({ id: zonesLivraison.id });
    kept.push(created!.id);
  }
  await tx
    .update(zonesLivraison)
    .set({ actif: false })
    .where(kept.length ? and(notInArray(zonesLivraison.id, kept), eq(zonesLivraison.actif, true)) : eq(zonesLivraison.actif, true));
}
