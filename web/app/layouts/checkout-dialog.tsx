/** The checkout feature's dialog with the loyalty feature's voucher field in its slot (fetched when the order button is first pressed). */
import CheckoutDialog, { type CheckoutDialogProps } from '../../features/checkout/components/checkout-dialog';
import { CheckoutVoucher } from '../../features/loyalty/components/checkout-voucher';

export default function CheckoutDialogWithVoucher(props: Omit<CheckoutDialogProps, 'voucher'>) {
  return <CheckoutDialog {...props} voucher={CheckoutVoucher} />;
}
