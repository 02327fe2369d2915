/**
 * The checkout feature's dialog with the loyalty feature's voucher field in its slot (fetched when the
 * order button is first pressed) and the messages feature's channel choice in its own.
 */
import CheckoutDialog, { type CheckoutDialogProps } from '../../features/checkout/components/checkout-dialog';
import { CheckoutVoucher } from '../../features/loyalty/components/checkout-voucher';
import { CheckoutMessageChoice } from '../../features/messages/components/checkout-message-choice';

export default function CheckoutDialogWithVoucher(props: Omit<CheckoutDialogProps, 'voucher' | 'messages'>) {
  return <CheckoutDialog {...props} voucher={CheckoutVoucher} messages={<CheckoutMessageChoice />} />;
}
