/**
 * Points exchanged for a voucher (customer-shop §5 "Voucher exchange", §7 create_voucher_from_points):
 * checkVoucherExchange (the form's own rule) against the settings and the balance read under the
 * customer's row lock, then the voucher (an unguessable code, the admin's validity) and its
 * voucher_redeem ledger row in one transaction.
 */
import { randomInt } from 'node:crypto';
import { VOUCHER_CODE_ALPHABET, VOUCHER_MESSAGES, checkVoucherExchange, voucherExpiry, voucherValue } from '@core/loyalty';
import type { Db } from '../../db/client';
import { vouchers } from '../../db/schema/index';
import { AppError } from '../../errors';
import { notifyAccountEvent } from '../../lib/account-events';
import { getLoyaltySettings } from './get-loyalty-settings';
import { lockCustomerPoints, recordLedgerEntry } from './record-ledger-entry';

function generateVoucherCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)];
  return `SUSHI-${code}`;
}

export async function exchangePointsForVoucher({ db, customerId, points, now = new Date() }: { db: Db; customerId: number; points: number; now?: Date }) {
  return db.transaction(async (tx) => {
    const settings = await getLoyaltySettings({ db: tx });
    if (!settings.enabled) throw new AppError('LOYALTY_DISABLED');
    const { balance } = await lockCustomerPoints(tx, customerId);
    const check = checkVoucherExchange({ points, minimum: settings.min_redemption_points, balance });
    if (!check.ok) {
      if (points < settings.min_redemption_points && Number.isSafeInteger(points) && points > 0)
        throw new AppError('VOUCHER_MINIMUM', { points: settings.min_redemption_points });
      if (Number.isSafeInteger(points) && points > balance) throw new AppError('VOUCHER_INSUFFICIENT_BALANCE');
      throw new AppError('VOUCHER_CONDITIONS');
    }
    const amount = voucherValue(points, settings.points_value_tnd);
    if (amount <= 0) throw new AppError('VOUCHER_CONDITIONS');
    const [voucher] = await tx
      .insert(vouchers)
      .values({
        code: generateVoucherCode(),
        customer_id: customerId,
        amount,
        points_used: points,
        expires_at: voucherExpiry(now, settings.voucher_validity_days),
      })
      .returning();
    await recordLedgerEntry({ tx, customerId, type: 'voucher_redeem', description: `Bon d'achat ${voucher!.code}`, redeemed: points, voucherId: voucher!.id });
    // the customer's other pages (another tab, another device) show the voucher and the balance
    await notifyAccountEvent(tx, customerId);
    return { voucher: voucher!, message: VOUCHER_MESSAGES.created(voucher!.code) };
  });
}
