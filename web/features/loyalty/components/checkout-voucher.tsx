/**
 * The voucher at checkout, for the checkout dialog's voucher slot (composed by web/app/layouts/checkout-dialog.tsx):
 * the code typed, the discount it gives from the customer's own vouchers, and the field.
 */
import { useState, type ReactNode } from 'react';
import type { Millimes } from '@core/money';
import { useVoucherDiscount } from '../hooks/use-voucher-discount';
import { CheckoutVoucherField } from './checkout-voucher-field';

export function CheckoutVoucher({
  subtotal,
  enabled,
  children,
}: {
  subtotal: Millimes;
  enabled: boolean;
  children: (voucher: { code: string; discount: Millimes; field: ReactNode }) => ReactNode;
}) {
  const [code, setCode] = useState('');
  const voucher = useVoucherDiscount(code, subtotal, enabled);
  return children({ code, discount: voucher.discount, field: <CheckoutVoucherField value={code} onChange={setCode} {...voucher} /> });
}
