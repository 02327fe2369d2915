/**
 * The daily closing (clôture): one service day's figures from its orders and the refunds made that
 * day, the cash the drawer should hold, and the difference with what staff counted. Pure: the server computes
 * and stores them, the back office shows them, the export lists them.
 *
 * Which orders: those whose service day (core/opening-hours.ts `serviceDayOf`, of the moment they are served:
 * scheduled_for, else created_at) is the day; test orders never count. Cancelled orders are counted apart and
 * in no total. Refunds count on the day they are made, whatever the day of their order: a refund after a day is
 * closed changes nothing of that closing and shows on the day it happens.
 *
 * Expected cash: the cash orders delivered (their total TTC: the change given back on 'Je paierai avec' is not
 * takings, it came from the customer's own note) less the cash refunds given back that day.
 */
import type { Millimes } from './money';
import type { ModePaiement } from './payment-mode';
import type { StatutCommande } from './order-status';
import type { TaxPart, TaxRate } from './tax';

export interface ClosingOrder {
  numero_commande: string;
  mode_paiement: ModePaiement;
  statut_commande: StatutCommande;
  total_ttc: Millimes;
  frais_livraison: Millimes;
  /** The voucher's discount. */
  montant_remise: Millimes;
  /** The offers' discount. */
  montant_promotions: Millimes;
  is_test: boolean;
  /** orders.tva's parts; null for an order placed before TVA was stored. */
  tva: readonly TaxPart[] | null;
}

export interface ClosingRefund {
  numero_commande: string;
  mode_paiement: ModePaiement;
  montant: Millimes;
  is_test: boolean;
}

interface ModeTotal {
  commandes: number;
  total: Millimes;
}

export interface ClosingFigures {
  commandes: number;
  total_ttc: Millimes;
  par_mode: Record<ModePaiement, ModeTotal>;
  /** Orders not yet delivered nor cancelled: their cash is not expected yet. */
  en_cours: number;
  remises: { offres: Millimes; bons: Millimes };
  frais_livraison: Millimes;
  tva: TaxPart[];
  /** Orders placed before TVA was stored: their TTC is in no rate. */
  hors_tva: Millimes;
  annulees: ModeTotal;
  remboursements: ModeTotal;
  /** Takings less the refunds of the day. */
  net: Millimes;
  especes_attendues: Millimes;
}

const emptyTotal = (): ModeTotal => ({ commandes: 0, total: 0 });

function add(into: ModeTotal, amount: Millimes): void {
  into.commandes += 1;
  into.total += amount;
}

function mergeTax(parts: Map<string, TaxPart>, part: TaxPart): void {
  const key = String(part.taux);
  const known = parts.get(key) ?? { taux: part.taux, ttc: 0, base: 0, tva: 0 };
  parts.set(key, { taux: part.taux, ttc: known.ttc + part.ttc, base: known.base + part.base, tva: known.tva + part.tva });
}

const byRate = (a: { taux: TaxRate | null }, b: { taux: TaxRate | null }) => (a.taux ?? -1) - (b.taux ?? -1);

/** The figures of a service day from its orders and the refunds made that day. */
export function closingFigures(orders: readonly ClosingOrder[], refunds: readonly ClosingRefund[]): ClosingFigures {
  const par_mode: Record<ModePaiement, ModeTotal> = { konnect: emptyTotal(), especes: emptyTotal(), carte: emptyTotal() };
  const total = emptyTotal();
  const annulees = emptyTotal();
  const remboursements = emptyTotal();
  const tax = new Map<string, TaxPart>();
  let en_cours = 0;
  let offres = 0;
  let bons = 0;
  let frais = 0;
  let horsTva = 0;
  let cashDelivered = 0;
  let cashRefunded = 0;
  for (const order of orders) {
    if (order.is_test) continue;
    if (order.statut_commande === 'Annule') {
      add(annulees, order.total_ttc);
      continue;
    }
    add(total, order.total_ttc);
    add(par_mode[order.mode_paiement], order.total_ttc);
    offres += order.montant_promotions;
    bons += order.montant_remise;
    frais += order.frais_livraison;
    if (order.tva === null) horsTva += order.total_ttc;
    else for (const part of order.tva) mergeTax(tax, part);
    if (order.statut_commande !== 'Livre') en_cours += 1;
    else if (order.mode_paiement === 'especes') cashDelivered += order.total_ttc;
  }
  for (const refund of refunds) {
    if (refund.is_test) continue;
    add(remboursements, refund.montant);
    if (refund.mode_paiement === 'especes') cashRefunded += refund.montant;
  }
  return {
    commandes: total.commandes,
    total_ttc: total.total,
    par_mode,
    en_cours,
    remises: { offres, bons },
    frais_livraison: frais,
    tva: [...tax.values()].sort(byRate),
    hors_tva: horsTva,
    annulees,
    remboursements,
    net: total.total - remboursements.total,
    especes_attendues: cashDelivered - cashRefunded,
  };
}

/** Counted less expected: negative when the drawer is short. */
export function cashDifference(expected: Millimes, counted: Millimes): Millimes {
  return counted - expected;
}

/** A delivery given to a rider, as the rider's cash of the day reads it. */
export interface RiderCashOrder {
  rider_id: number;
  mode_paiement: ModePaiement;
  statut_commande: StatutCommande;
  total_ttc: Millimes;
  is_test: boolean;
}

export interface RiderCash {
  rider_id: number;
  commandes: number;
  especes_attendues: Millimes;
}

/**
 * Each rider's cash of a service day: the cash orders that rider delivered, their total TTC (like the drawer's
 * expected cash, the change given back on 'Je paierai avec' came from the customer's own note). Test orders and
 * orders not delivered carry no cash. A rider with no cash delivery is still listed when given (`riderIds`), so
 * staff can check off a rider who hands in nothing.
 */
export function riderCash(orders: readonly RiderCashOrder[], riderIds: readonly number[] = []): RiderCash[] {
  const byRider = new Map<number, RiderCash>(riderIds.map((id) => [id, { rider_id: id, commandes: 0, especes_attendues: 0 }]));
  for (const order of orders) {
    if (order.is_test || order.statut_commande !== 'Livre' || order.mode_paiement !== 'especes') continue;
    const known = byRider.get(order.rider_id) ?? { rider_id: order.rider_id, commandes: 0, especes_attendues: 0 };
    byRider.set(order.rider_id, { ...known, commandes: known.commandes + 1, especes_attendues: known.especes_attendues + order.total_ttc });
  }
  return [...byRider.values()].sort((a, b) => a.rider_id - b.rider_id);
}
