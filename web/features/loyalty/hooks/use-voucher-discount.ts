/**
 * The discount a voucher code gives at checkout, from the customer's own vouchers (the server checks
 * owner, status and expiry again when the order is placed): its amount capped at the subtotal. A code
 * that cannot be used (not theirs once complete, expired, used, held by another order) is said at once,
 * with the server's message, and takes nothing off the total.
 */
import { errorMessage } from '@core/errors/index';
import { normalizeVoucherCode, VOUCHER_CODE_PATTERN, voucherDiscount, voucherRefusal } from '@core/loyalty';
import type { Millimes } from '@core/money';
import { useVouchers } from '../api/loyalty';

export function useVoucherDiscount(code: string, subtotal: Millimes, enabled: boolean) {
  const vouchers = useVouchers(enabled);
  const mine = vouchers.data ?? [];
  const usable = mine.filter((v) => voucherRefusal(v) === null);
  const typed = normalizeVoucherCode(code);
  const match = typed ? usable.find((v) => v.code === typed) : undefined;
  const own = typed ? mine.find((v) => v.code === typed) : undefined;
  // Someone else's code (or a mistyped one) is only judged once it is complete and the list is known.
  const judged = Boolean(own) || (vouchers.isSuccess && VOUCHER_CODE_PATTERN.test(typed));
  const refusal = typed && !match && judged ? voucherRefusal(own) : null;
  return { usable, match, discount: match ? voucherDiscount(match.amount, subtotal) : 0, refusal: refusal ? errorMessage(refusal) : null };
}
