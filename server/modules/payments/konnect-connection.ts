/**
 * Which Konnect to talk to. A key in the restaurant settings (or KONNECT_API_KEY) means the real API at
 * KONNECT_BASE_URL, else the settings' konnect_base_url (sandbox by default). No key at all (the
 * embedded default) means the local simulator at /dev/konnect of this very server, reached over HTTP
 * like the real one; production refuses to run online payments without a key.
 * A test order (is_test: the built-in E2E checks, the access gate's testers) never opens a real payment:
 * it always goes to the simulator, which production does not serve, so production refuses it.
 */
import type { FastifyInstance } from 'fastify';
import type { KonnectConnection } from '../../integrations/konnect';
import { AppError } from '../../errors';
import { localOrigin } from '../../lib/local-origin';
import { openSecret } from '../../lib/secret-box';
import type { SettingsRow } from '../../db/settings-row';

export const SIMULATOR_PREFIX = '/dev/konnect';
export const SIMULATOR_API_KEY = 'simulateur-konnect';
const SIMULATOR_WALLET_ID = 'portefeuille-simulateur';
/** Minutes a payment link stays valid; pending past it counts as failed. */
export const KONNECT_LIFESPAN_MIN = 20;

export function konnectConnection(app: FastifyInstance, settings: SettingsRow, { testOrder = false }: { testOrder?: boolean } = {}): KonnectConnection {
  if (testOrder && app.config.isProduction) throw new AppError('TEST_ORDER_LIVE_PAYMENT');
  // A test order never reaches the live Konnect: the simulator answers it.
  const apiKey = testOrder ? undefined : (openSecret(app.secretBox, settings.konnect_api_key) ?? app.config.konnect.apiKey);
  if (apiKey) {
    return {
      apiKey,
      walletId: settings.konnect_wallet_id ?? app.config.konnect.walletId ?? '',
      baseUrl: app.config.konnect.baseUrl ?? settings.konnect_base_url ?? 'https://api.sandbox.konnect.network/api/v2',
    };
  }
  if (app.config.isProduction) throw new AppError('PAYMENT_UNAVAILABLE');
  return { apiKey: SIMULATOR_API_KEY, walletId: SIMULATOR_WALLET_ID, baseUrl: `${localOrigin(app)}${SIMULATOR_PREFIX}/api/v2` };
}
