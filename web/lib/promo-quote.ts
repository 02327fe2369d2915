/**
 * The offers of the cart and the checkout, shared by both (features do not import each other): the
 * promo code and the checkout's choices the offers read (payment mode, slot), one per tab and the code kept for the
 * session; and the cart priced with the offers.
 *
 * Pricing: the core rule (core/promotion-pricing.ts) prices the cart at once with the running offers the catalogue
 * brought; the server's quote (POST /api/promotions/quote, the same rule with the customer's facts, the caps and the
 * code) replaces it as soon as it answers, and is asked again, after a short pause, whenever the cart, the order type,
 * the zone, the slot, the payment mode or the code changes. An offer that stops applying is said, never dropped
 * silently: `removed` names it and why.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartLine } from '@core/cart-line';
import type * as promotions from '@core/contracts/promotions';
import type { Millimes } from '@core/money';
import type { TypeCommande } from '@core/order-type';
import { normalizePaymentMode, type ModePaiement } from '@core/payment-mode';
import { priceWithPromotions, pricingLinesOfCart } from '@core/promotion-pricing';
import { promotionRunning } from '@core/promotion-badges';
import { PROMOTION_MESSAGES, conditionRefusal, type PromotionRule } from '@core/promotions';
import type { AppliedPromotionView, PromoQuoteView } from '@core/schemas/promotions';
import { readStored, removeStored, writeStored } from './auth-storage';
import { call, endpointOf } from './call';
import { queryKeys } from './query-keys';

// ---- the choices the quote reads (the cart drawer and the checkout dialog share them) ----

export interface PromoChoices {
  /** The code the customer applied ('' none), kept for the tab's session. */
  code: string;
  /** The checkout's payment mode and slot, once it has been opened (the cart prices with the defaults before). */
  modePaiement: ModePaiement | null;
  scheduledFor: string | null;
}

const CODE_KEY = 'promotions:code';
let choices: PromoChoices | null = null;
const listeners = new Set<() => void>();

function current(): PromoChoices {
  choices ??= { code: readStored(CODE_KEY) ?? '', modePaiement: null, scheduledFor: null };
  return choices;
}

export function setPromoChoices(patch: Partial<PromoChoices>): void {
  const before = current();
  const next = { ...before, ...patch };
  if (next.code === before.code && next.modePaiement === before.modePaiement && next.scheduledFor === before.scheduledFor) return;
  choices = next;
  if (next.code !== before.code) {
    if (next.code) writeStored(CODE_KEY, next.code);
    else removeStored(CODE_KEY);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePromoChoices(): PromoChoices {
  return useSyncExternalStore(subscribe, current, current);
}

// ---- the cart priced with the offers ----

/** What the quote reads of the catalogue. */
interface PromoCatalog {
  produits: readonly { id: number; category_id: number }[];
  promotions?: readonly PromotionRule[] | undefined;
}

const NO_OFFERS: readonly PromotionRule[] = [];

export interface PromoQuoteInput {
  items: readonly CartLine[];
  typeCommande: TypeCommande;
  zone: string;
  /** The delivery fee before offers (the cart's). */
  deliveryFee: Millimes;
  /** The catalogue: its running automatic offers and each product's category; undefined while it loads. */
  catalog: PromoCatalog | undefined;
  /** Off: nothing is asked (a closed drawer). */
  enabled: boolean;
}

export interface PromoQuote {
  applied: readonly Pick<AppliedPromotionView, 'promotion_id' | 'nom' | 'amount' | 'by_code'>[];
  itemsDiscount: Millimes;
  deliveryDiscount: Millimes;
  /** Everything the offers took off. */
  saved: Millimes;
  hint: string | null;
  /** The code's refusal in French (the server's); null when it applies or none was given. */
  codeRefusal: string | null;
  /** The code applies: the order carries it. */
  codeApplied: boolean;
  /** The offers that stopped applying, each with why ('L’offre « … » ne s’applique plus : …'). */
  removed: readonly string[];
  /** The server's answer is awaited for the cart as it is now. */
  checking: boolean;
}

const quoteEndpoint = endpointOf<typeof promotions.checkPromoCode>({ method: 'POST', path: '/api/promotions/quote' });
const QUOTE_PAUSE_MS = 250;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Now, moved on every minute. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Why an automatic offer no longer applies, as far as the browser can tell (the customer's facts are the server's). */
function reasonOf(rule: PromotionRule | undefined, context: Parameters<typeof conditionRefusal>[1]): string {
  if (!rule) return PROMOTION_MESSAGES.conditionsUnmet;
  // The customer's facts are not known here: they are taken as met, the other conditions are told.
  return conditionRefusal(rule, { ...context, customer: { firstOrder: true, vipMinSpent: Number.MAX_SAFE_INTEGER } }) ?? PROMOTION_MESSAGES.conditionsUnmet;
}

export function usePromoQuote({ items, typeCommande, zone, deliveryFee, catalog, enabled }: PromoQuoteInput): PromoQuote {
  const offers = catalog?.promotions ?? NO_OFFERS;
  const categoryOf = useMemo(() => {
    const categories = new Map(catalog?.produits.map((p) => [p.id, p.category_id]));
    return (id: number) => categories.get(id);
  }, [catalog]);
  const { code, modePaiement, scheduledFor } = usePromoChoices();
  // The order's time: its slot, else now (to the minute, so the pricing is not redone on every render).
  const now = useMinute();
  const at = useMemo(() => (scheduledFor ? new Date(scheduledFor) : now), [scheduledFor, now]);
  const running = useMemo(() => offers.filter((o) => promotionRunning(o, at)), [offers, at]);
  const lines = useMemo(() => pricingLinesOfCart(items, categoryOf), [items, categoryOf]);
  const mode = normalizePaymentMode(modePaiement);
  const delivery = typeCommande === 'Livraison';

  // At once, from the catalogue's offers: no customer facts, no code (the server's answer adds them).
  const local = useMemo(
    () =>
      priceWithPromotions({
        lines,
        typeCommande,
        zone: delivery ? zone : null,
        deliveryFee,
        modePaiement: mode,
        at,
        customer: null,
        automatic: running,
        code: null,
        voucher: null,
      }),
    [lines, typeCommande, delivery, zone, deliveryFee, mode, at, running],
  );

  const body = useMemo(
    () => ({
      code: code || null,
      type_commande: typeCommande,
      zone_livraison: delivery ? zone || null : null,
      mode_paiement: modePaiement,
      scheduled_for: scheduledFor,
      items: items.map((line) => ({
        product_id: line.product.id,
        quantity: line.quantity,
        accompaniment_id: line.accompaniment?.id ?? null,
        ...(line.options?.length ? { options: line.options.map((o) => o.option_id) } : {}),
      })),
    }),
    [code, typeCommande, delivery, zone, modePaiement, scheduledFor, items],
  );
  const bodyKey = JSON.stringify(body);
  const settledKey = useSettled(bodyKey, QUOTE_PAUSE_MS);
  const ask = enabled && items.length > 0 && (code !== '' || offers.length > 0) && !(delivery && !zone);
  const query = useQuery({
    queryKey: queryKeys.promoQuote.of(settledKey),
    queryFn: ({ signal }) => call(quoteEndpoint, { body: JSON.parse(settledKey) as typeof body, signal }),
    enabled: ask,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const server: PromoQuoteView | undefined = ask && !query.isError ? query.data : undefined;
  const fresh = server !== undefined && !query.isPlaceholderData && settledKey === bodyKey;

  const quote = useMemo(() => {
    const priced = server
      ? { applied: server.applied, items: server.items_discount, delivery: server.delivery_discount, hint: server.hint }
      : { applied: local.applied, items: local.itemsDiscount, delivery: local.deliveryDiscount, hint: local.hint };
    return {
      applied: priced.applied,
      itemsDiscount: priced.items,
      deliveryDiscount: priced.delivery,
      saved: priced.items + priced.delivery,
      hint: priced.hint,
      codeRefusal: server && code ? server.code_refusal : null,
      codeApplied: priced.applied.some((a) => a.by_code),
    };
  }, [server, local, code]);

  // An offer that applied and no longer does (the server's fresh answer says so) is named with why, never dropped silently.
  const [removed, setRemoved] = useState<readonly { id: number; text: string }[]>([]);
  const shown = useRef<{ code: string; offers: ReadonlyMap<number, { nom: string; byCode: boolean }> }>({ code, offers: new Map() });
  const settledQuote = fresh || !ask ? quote : null;
  const empty = items.length === 0;
  const subtotal = local.subtotal;
  useEffect(() => {
    if (!settledQuote) return;
    const codeNow = code;
    const context = { at, subtotal, typeCommande, modePaiement: mode, zone: delivery ? zone : null, customer: null };
    const now = new Map(settledQuote.applied.map((a) => [a.promotion_id, { nom: a.nom, byCode: a.by_code }]));
    // An emptied cart, or a code the customer changed or removed, is no news.
    const gone = empty ? [] : [...shown.current.offers].filter(([id, offer]) => !now.has(id) && !(offer.byCode && shown.current.code !== codeNow));
    shown.current = { code: codeNow, offers: now };
    setRemoved((before) => {
      const kept = empty ? [] : before.filter((r) => !now.has(r.id) && !gone.some(([id]) => id === r.id));
      const added = gone.map(([id, { nom, byCode }]) => ({
        id,
        text: PROMOTION_MESSAGES.removed(
          nom,
          byCode
            ? (settledQuote.codeRefusal ?? PROMOTION_MESSAGES.conditionsUnmet)
            : reasonOf(
                offers.find((o) => o.id === id),
                context,
              ),
        ),
      }));
      return kept.length === before.length && added.length === 0 ? before : [...kept, ...added];
    });
  }, [settledQuote, code, empty, offers, at, subtotal, typeCommande, mode, delivery, zone]);

  return { ...quote, removed: removed.map((r) => r.text), checking: ask && !fresh };
}
