/**
 * The discount a voucher code gives at checkout, from the customer's own vouchers (the server checks
 * owner, status and expiry again when the order is placed): its amount capped at the subtotal.
 */
import { normalizeVoucherCode, voucherDiscount } from '@core/loyalty';
import type { Millimes } from '@core/money';
import { useVouchers } from '../api/loyalty';

export function useVoucherDiscount(code: string, subtotal: Millimes, enabled: boolean) {
  const vouchers = useVouchers(enabled);
  const usable = (vouchers.data ?? []).filter((v) => v.status === 'active' && !v.held);
  const typed = normalizeVoucherCode(code);
  const match = typed ? usable.find((v) => v.code === typed) : undefined;
  return { usable, match, discount: match ? voucherDiscount(match.amount, subtotal) : 0 };
}
