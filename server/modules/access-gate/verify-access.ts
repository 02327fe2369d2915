/**
 * verify-access (back-office §7): checks the testers' password against its stored hash and, when right,
 * gives a grant for the current epoch. A wrong password is recorded (app event with the IP) and refused.
 */
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { recordAppEvent } from '../events/record-app-event';
import { verifyAccessPassword } from '../settings/access-password';
import { readSettingsRow } from '../../db/settings-row';
import { createGrant } from './access-grant';

export async function verifyAccess({ db, password, secret, ip }: { db: Db; password: string; secret: string; ip: string }) {
  const row = await readSettingsRow({ db });
  if (!row.acces_protege_actif) return { grant: null };
  if (!(await verifyAccessPassword(password, row.mot_de_passe_acces))) {
    await recordAppEvent(db, { event: 'access_gate.failed', context: { ip } });
    throw new AppError('ACCESS_PASSWORD_WRONG');
  }
  await recordAppEvent(db, { event: 'access_gate.granted', context: { ip } });
  return { grant: createGrant({ secret, epoch: row.acces_epoque }) };
}
