/**
 * The cash rules checked when an order is placed, called by place-order.ts's checks with the
 * priced total: a blacklisted phone number orders under no account; cash is refused for a number with
 * especes_refus_max refused deliveries; a customer's first cash order is capped by
 * especes_plafond_premiere_commande and, with especes_code_premiere_commande, waits in 'Attente_verif'
 * for the code sent to the customer. One query answers all of it; 'Je paierai avec' is checked against
 * the final total once a voucher is taken off (`assertPaieraAvec`).
 * A first order: no order delivered yet to this account or to any account with the same phone number.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { cashRefusedForRefusals, exceedsFirstOrderCeiling, paieraAvecIssue } from '@core/cash';
import type { Millimes } from '@core/money';
import { checkPhone } from '@core/phone';
import type { PlaceOrderInput } from '@core/schemas/place-order';
import type { DbOrTx } from '../../db/client';
import type { customers, restaurantSettings } from '../../db/schema/index';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../errors';

export interface CashCheck {
  /** 'Attente_verif' when the order waits for its confirmation code. */
  statut: 'Recu' | 'Attente_verif';
  needsCode: boolean;
}

type Settings = Pick<typeof restaurantSettings.$inferSelect, 'especes_plafond_premiere_commande' | 'especes_refus_max' | 'especes_code_premiere_commande'>;

/** What the rules read about a phone number and an account. */
export interface CashFacts {
  phone_blacklisted: boolean;
  refusals: number;
  delivered_before: boolean;
}

/**
 * The facts as one JSON value, for a normalised phone number and a customer id (values, or columns of
 * the statement it is part of: place-order.ts reads them with the customer, from the stored number).
 */
export function cashFacts(phone: SQLWrapper | string, customerId: SQLWrapper | number): SQL<CashFacts> {
  return sql<CashFacts>`json_build_object(
    'phone_blacklisted', exists(select 1 from telephones_blacklistes where telephone = ${phone}),
    'refusals', (select count(*)::int from livraisons_refusees where telephone = ${phone}),
    'delivered_before', exists(
      select 1 from orders o join customers c on c.id = o.customer_id
      where o.statut_commande = 'Livre' and (o.customer_id = ${customerId} or c.telephone = ${phone})
    ))`;
}

/**
 * `known`: the facts read from the stored number (cashFacts), usable when that number is already the
 * normalised one; otherwise they are read here for the normalised number.
 */
export async function checkCashOrder({
  db,
  customer,
  settings,
  input,
  total,
  known,
}: {
  db: DbOrTx;
  customer: Pick<typeof customers.$inferSelect, 'id' | 'telephone'>;
  settings: Settings;
  input: Pick<PlaceOrderInput, 'mode_paiement' | 'paiera_avec'>;
  total: Millimes;
  known?: CashFacts | null;
}): Promise<CashCheck> {
  const phone = normalisedPhone(customer.telephone);
  const facts = known && phone !== '' && phone === customer.telephone ? known : await readCashFacts(db, phone, customer.id);
  if (facts?.phone_blacklisted) throw new AppError('BLACKLISTED');
  if (input.paiera_avec !== null && input.mode_paiement !== 'especes') throw new AppError('PAIERA_AVEC_CASH_ONLY');
  if (input.mode_paiement !== 'especes') return { statut: 'Recu', needsCode: false };
  if (cashRefusedForRefusals({ refusals: Number(facts?.refusals ?? 0), max: settings.especes_refus_max })) throw new AppError('CASH_REFUSED_DELIVERIES');
  const first = !facts?.delivered_before;
  const ceiling = settings.especes_plafond_premiere_commande;
  if (first && exceedsFirstOrderCeiling({ total, ceiling })) throw new AppError('CASH_FIRST_ORDER_CEILING', { ceiling: ceiling! });
  const needsCode = first && settings.especes_code_premiere_commande;
  return { statut: needsCode ? 'Attente_verif' : 'Recu', needsCode };
}

async function readCashFacts(db: DbOrTx, phone: string, customerId: number): Promise<CashFacts | undefined> {
  const [row] = await selectRows<{ facts: CashFacts }>(db, sql`select ${cashFacts(phone, customerId)} as facts`);
  return row?.facts;
}

/**
 * 'Je paierai avec' against the order's final total (after a voucher), in the order's transaction: a
 * refusal rolls the order back.
 */
export function assertPaieraAvec(order: { paiera_avec: Millimes | null; total_ttc: Millimes; mode_paiement: PlaceOrderInput['mode_paiement'] }): void {
  const issue = paieraAvecIssue({ paieraAvec: order.paiera_avec, total: order.total_ttc, modePaiement: order.mode_paiement });
  if (!issue) return;
  throw order.mode_paiement === 'especes' ? new AppError('PAIERA_AVEC_TOO_LOW', { total: order.total_ttc }) : new AppError('PAIERA_AVEC_CASH_ONLY');
}

/** core/phone.ts's 8 digits; a number that is not one (none on file) matches no row. */
export function normalisedPhone(telephone: string | null): string {
  const checked = checkPhone(telephone);
  return checked.ok ? checked.value : '';
}
