/**
 * The service controls, checked when an order is placed: ordering paused by staff and
 * paiement_obligatoire (online payment only). Each refusal says in French what to do. The kitchen's
 * capacity (commandes_simultanees_max as a hard ceiling, the capacity per 15 minutes) is checked inside
 * the order's transaction with the next slot with room (order-slot.ts).
 */
import type { ModePaiement } from '@core/payment-mode';
import { pauseMessage } from '@core/service';
import { AppError } from '../../errors';
import type { SettingsRow } from '../../db/settings-row';

/** `now`: when the order would start in the kitchen (its fire time), so a pause only stops what falls in it. */
export async function checkServiceControls({ settings, modePaiement, now }: { settings: SettingsRow; modePaiement: ModePaiement; now: Date }): Promise<void> {
  const paused = pauseMessage(settings, now);
  if (paused) throw new AppError('ORDERING_PAUSED', { message: paused });
  if (settings.paiement_obligatoire && modePaiement !== 'konnect') throw new AppError('ONLINE_PAYMENT_REQUIRED');
}
