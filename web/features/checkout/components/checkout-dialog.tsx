/**
 * The checkout dialog opened by the cart's order button (customer-shop §2 Checkout, §5 gates): order
 * type, delivery address, instructions, payment mode, summary. It receives the cart from the cart
 * drawer (props, so this feature does not reach into the cart's internals) and changes it only through
 * core's cart actions. When it opens, closes and reopens is the checkout flow's business
 * (useCheckoutFlow, which the drawer holds and hands over as `flow`).
 */
import { useEffect, type ComponentType, type Dispatch, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { CartAction, CartState } from '@core/cart';
import type { PublicCatalog, PublicSettings } from '@core/catalog';
import { checkoutIssues } from '@core/checkout-gates';
import type { PlaceOrderBody } from '@core/checkout-payload';
import { formatTND, type Millimes } from '@core/money';
import { offMenuLines, type MenuCatalog } from '@core/menu-hours';
import { OFFLINE_ORDER_MESSAGES } from '@core/offline-order';
import { getOrderingStatus } from '@core/opening-hours';
import { countLabel } from '@core/plural';
import { checkoutForm, type CheckoutFormValues } from '@core/schemas/checkout-form';
import { PromoCodeField } from '../../../components/promo-code-field';
import { PromoNotices } from '../../../components/promo-lines';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { setPromoChoices, usePromoChoices, usePromoQuote, type PromoQuote } from '../../../lib/promo-quote';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useOnline } from '../../../lib/use-online';
import { useMenuMoment } from '../../../lib/use-menu-moment';
import { usePaymentModes } from '../api/get-payment-modes';
import { useSavedAddresses } from '../api/get-saved-addresses';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import { usePlaceOrderFlow } from '../hooks/use-place-order-flow';
import { CheckoutIssues, CompleteProfileLink, OfflineUnknownNotice, OrderingClosedNotice } from './checkout-notices';
import { CheckoutSummary } from './checkout-summary';
import { useSlotChoice } from '../../../lib/use-slot-choice';
import { NextSlotOffer, SlotField } from '../../../components/slot-field';
import { OffMenuLines } from './off-menu-lines';
import { DeliveryAddressFields } from './delivery-address-fields';
import { OrderTypeField } from './order-type-field';
import { PaieraAvecField } from './paiera-avec-field';
import { PaymentModeField } from './payment-mode-field';

/** A voucher at checkout: the code typed, its discount and the field to type it in. */
interface CheckoutVoucherValue {
  code: string;
  discount: Millimes;
  field: ReactNode;
}

/** The voucher slot (the loyalty feature's, composed by web/app/layouts/checkout-dialog.tsx): renders `children(voucher)`. */
type CheckoutVoucher = ComponentType<{ subtotal: Millimes; enabled: boolean; children: (voucher: CheckoutVoucherValue) => ReactNode }>;

export interface CheckoutDialogProps {
  flow: CheckoutFlow;
  cart: CartState;
  dispatch: Dispatch<CartAction>;
  settings: PublicSettings | undefined;
  voucher: CheckoutVoucher;
  /** The messages feature's channel choice (WhatsApp, SMS, e-mail only), composed by the app shell. */
  messages?: ReactNode;
  /** The live catalogue's menus by time of day and its running offers; undefined while it loads. */
  menu?: (MenuCatalog & Pick<PublicCatalog, 'promotions'>) | undefined;
}

/** Offline, a query that has no data and is not on its first try will not get any before the network returns. */
function isUnknown(query: { data: unknown; fetchStatus: string; failureCount: number }): boolean {
  return query.data === undefined && (query.fetchStatus !== 'fetching' || query.failureCount > 0);
}

const EMPTY_FORM: CheckoutFormValues = {
  adresse: '',
  ville: '',
  instructionsLivraison: '',
  instructionsSpeciales: '',
  modePaiement: null,
  paieraAvec: '',
  scheduledFor: null,
};

/** Refusals the server gives about one field of the form: shown under it, not as a toast. */
const FIELD_REFUSALS: Partial<Record<string, 'paieraAvec'>> = { PAIERA_AVEC_TOO_LOW: 'paieraAvec', PAIERA_AVEC_CASH_ONLY: 'paieraAvec' };

export default function CheckoutDialog({ voucher: Voucher, ...props }: CheckoutDialogProps) {
  const { signedIn } = useSession();
  const { cart, flow, menu } = props;
  // The offers first (the server's quote with the code, the slot and the payment mode the form chose), the voucher
  // after them, on what the lines cost then (docs/decisions.md, how offers stack).
  const promo = usePromoQuote({
    items: cart.items,
    typeCommande: cart.typeCommande,
    zone: cart.zoneSelectionnee,
    deliveryFee: cart.typeCommande === 'Livraison' ? cart.fraisLivraison : 0,
    catalog: menu,
    enabled: flow.open,
  });
  return (
    <Voucher subtotal={cart.totalPrice - promo.itemsDiscount} enabled={flow.open && signedIn}>
      {(voucher) => <CheckoutForm {...props} voucher={voucher} promo={promo} />}
    </Voucher>
  );
}

function CheckoutForm({
  flow,
  cart,
  dispatch,
  settings,
  voucher,
  messages,
  menu,
  promo,
}: Omit<CheckoutDialogProps, 'voucher'> & { voucher: CheckoutVoucherValue; promo: PromoQuote }) {
  const { open } = flow;
  const session = useSession();
  const signedIn = session.signedIn;
  const modes = usePaymentModes();
  const delivery = cart.typeCommande === 'Livraison';
  const addresses = useSavedAddresses(open && signedIn);
  const total = cart.totalAvecFrais - promo.saved - voucher.discount;
  const { code: promoCode } = usePromoChoices();
  // The fields as typed, checked by core's schema against this cart and total; its output is the order's body.
  const form = useForm<CheckoutFormValues, unknown, PlaceOrderBody>({
    resolver: zodResolver(checkoutForm({ cart, total, voucherCode: voucher.code, promoCode: promo.codeApplied ? promoCode : null })),
    defaultValues: EMPTY_FORM,
  });
  const [adresse, ville, chosenMode] = useWatch({ control: form.control, name: ['adresse', 'ville', 'modePaiement'] });
  const queryClient = useQueryClient();
  // Order ahead: 'Dès que possible' or a slot, and the next slot offered when one is full.
  const slot = useSlotChoice({ typeCommande: cart.typeCommande, zone: cart.zoneSelectionnee, enabled: open });
  const placing = usePlaceOrderFlow({
    total,
    onPlaced: () => {
      dispatch({ type: 'CLEAR_CART' });
      setPromoChoices({ code: '' });
      flow.onPlaced();
    },
    onRefused: (error) => {
      slot.onRefused(error);
      // A code refused at the last moment (its last use taken meanwhile): the offers are asked again, and say why.
      void queryClient.invalidateQueries({ queryKey: queryKeys.promoQuote.all });
      const field = error instanceof ApiError ? FIELD_REFUSALS[error.code] : undefined;
      if (field) form.setError(field, { message: error instanceof ApiError ? error.message : undefined });
      return field !== undefined;
    },
  });

  const activeModes = modes.data ?? [];
  const modePaiement = chosenMode && activeModes.some((m) => m.key === chosenMode) ? chosenMode : (activeModes[0]?.key ?? null);
  // The offers read the payment mode and the slot: the quote is asked again when they change.
  useEffect(() => {
    if (open) setPromoChoices({ modePaiement, scheduledFor: slot.scheduledFor });
  }, [open, modePaiement, slot.scheduledFor]);
  const ordering = settings ? getOrderingStatus({ settings, now: new Date(), typeCommande: cart.typeCommande }) : null;
  const issues = checkoutIssues({
    signedIn,
    needsOnboarding: session.data?.needsOnboarding ?? false,
    itemCount: cart.items.length,
    typeCommande: cart.typeCommande,
    zoneCode: cart.zoneSelectionnee,
    zones: cart.zones,
    adresse,
    ville,
    activePaymentModeCount: modes.isSuccess ? activeModes.length : 1,
  });
  // Menus by time of day: the lines the chosen slot (or now, for 'Dès que possible') does not serve.
  const menuMoment = useMenuMoment();
  const offMenu = menu ? offMenuLines(cart.items, menu, slot.scheduledFor ? new Date(slot.scheduledFor) : menuMoment) : [];
  // Closed now: a later slot may still be chosen.
  const closed = ordering && !ordering.open && slot.scheduledFor === null ? ordering : null;
  // Offline, what this device never got (the page reloaded without a network, a copy the worker lacks) is said,
  // not spun on: a query without data that is not on its first try (paused, failed or retrying).
  const online = useOnline();
  const unknownOffline = online
    ? []
    : [isUnknown(session) ? OFFLINE_ORDER_MESSAGES.accountUnknown : null, isUnknown(modes) ? OFFLINE_ORDER_MESSAGES.paymentModesUnknown : null].filter(
        (text) => text !== null,
      );
  const loading = session.isPending || modes.isPending;

  const cash = modePaiement === 'especes';

  function submit(scheduledFor = slot.scheduledFor) {
    if (issues.length > 0 || (closed && scheduledFor === null)) return;
    // A slot taken from the server's offer is checked by the server itself (it names a dish off its menu).
    if (scheduledFor === slot.scheduledFor && offMenu.length > 0) return;
    // The mode shown (the first active one until another is chosen) and the slot are what the order carries.
    form.setValue('modePaiement', modePaiement);
    form.setValue('scheduledFor', scheduledFor);
    void form.handleSubmit((body) => {
      slot.clearOffer();
      placing.submit(body);
    })();
  }

  return (
    <Dialog open={open} onOpenChange={flow.onOpenChange}>
      <DialogContent className="max-w-xl gap-5 p-5 sm:p-7" data-testid="checkout-dialog">
        <DialogHeader>
          <DialogTitle>Finaliser la commande</DialogTitle>
          <DialogDescription>
            {countLabel(cart.totalItems, 'article')} · {formatTND(total)}
          </DialogDescription>
        </DialogHeader>
        {unknownOffline.length > 0 ? (
          <OfflineUnknownNotice texts={unknownOffline} />
        ) : loading ? (
          <PageSpinner />
        ) : (
          <form
            className="grid min-w-0 grid-cols-1 gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {closed && <OrderingClosedNotice status={closed} />}
            <OrderTypeField value={cart.typeCommande} onChange={(type) => dispatch({ type: 'SET_ORDER_TYPE', typeCommande: type })} />
            {slot.slots && <SlotField slots={slot.slots} value={slot.scheduledFor} onChange={slot.choose} />}
            {/* Beside the slot it replaces, brought into view: the confirm button is far below on a phone. */}
            {slot.offer && (
              <NextSlotOffer
                message={slot.offer.message}
                label={slot.offer.label}
                pending={placing.isPending}
                onTake={() => {
                  slot.choose(slot.offer!.at);
                  submit(slot.offer!.at);
                }}
              />
            )}
            <OffMenuLines lines={offMenu} onRemove={(lineId) => dispatch({ type: 'REMOVE_ITEM', lineId })} />
            {delivery && (
              <DeliveryAddressFields
                form={form}
                savedAddresses={addresses.data ?? []}
                zones={cart.zones}
                zoneCode={cart.zoneSelectionnee}
                onZoneChange={(zone) => dispatch({ type: 'SET_ZONE', zone })}
              />
            )}
            <FormField label="Instructions spéciales" error={form.formState.errors.instructionsSpeciales?.message}>
              <Textarea placeholder="Allergies, sans wasabi, baguettes supplémentaires…" {...form.register('instructionsSpeciales')} />
            </FormField>
            {activeModes.length > 0 && <PaymentModeField modes={activeModes} value={modePaiement} onChange={(mode) => form.setValue('modePaiement', mode)} />}
            {cash && <PaieraAvecField form={form} total={total} />}
            <PromoCodeField quote={promo} />
            {voucher.field}
            {messages}
            <PromoNotices quote={promo} />
            <CheckoutSummary cart={cart} discount={voucher.discount} promo={promo} />
            <CheckoutIssues issues={issues} />
            {session.me?.needsOnboarding && <CompleteProfileLink onLeave={flow.leaveForProfile} />}
            <Button
              type="submit"
              size="lg"
              // The label carries the total (or why ordering is closed): it wraps on a phone.
              className="h-auto! min-h-13 w-full py-3 whitespace-normal!"
              disabled={issues.length > 0 || Boolean(closed) || offMenu.length > 0}
              isLoading={placing.isPending}
              data-testid="checkout-submit"
            >
              {closed ? closed.reason : `Confirmer la commande - ${formatTND(total)}`}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
