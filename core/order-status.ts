/**
 * Order statuses (statut_commande, customer-shop §4): French labels, the tracking page's progress
 * percentages, descriptions and five steps. Unknown statuses display as Recu. The spec leaves staff
 * transitions open; the project's rule is ORDER_TRANSITIONS below (docs/decisions.md).
 */
import type { TypeCommande } from './order-type';

export const ORDER_STATUSES = ['Recu', 'En_preparation', 'Pret', 'En_livraison', 'Livre', 'Annule', 'Attente_verif'] as const;
export type StatutCommande = (typeof ORDER_STATUSES)[number];

export const DEFAULT_ORDER_STATUS: StatutCommande = 'Recu';

export const ORDER_STATUS_LABELS: Readonly<Record<StatutCommande, string>> = {
  Recu: 'Reçue',
  En_preparation: 'En préparation',
  Pret: 'Prête',
  En_livraison: 'En livraison',
  Livre: 'Livrée',
  Annule: 'Annulée',
  Attente_verif: 'En vérification',
};

/** Progress bar value in percent; the spec gives 20/50/80/90/100, the two off-track statuses show 0. */
export const ORDER_STATUS_PROGRESS: Readonly<Record<StatutCommande, number>> = {
  Recu: 20,
  En_preparation: 50,
  Pret: 80,
  En_livraison: 90,
  Livre: 100,
  Annule: 0,
  Attente_verif: 0,
};

const DESCRIPTIONS: Readonly<Record<StatutCommande, string>> = {
  Recu: 'Votre commande a été reçue et sera bientôt préparée.',
  En_preparation: 'Nos chefs préparent votre commande avec soin.',
  Pret: 'Votre commande est prête à être récupérée.',
  En_livraison: 'Votre commande est en route vers vous.',
  Livre: 'Votre commande a été livrée. Bon appétit !',
  Annule: 'Votre commande a été annulée.',
  Attente_verif: 'Votre commande est en cours de vérification par le restaurant.',
};
const READY_FOR_DELIVERY = 'Votre commande est prête et partira bientôt en livraison.';

/** Statuses of an order still in progress: the current order is polled while in one of these. */
export const ACTIVE_STATUSES = ['Recu', 'En_preparation', 'Pret', 'En_livraison'] as const satisfies readonly StatutCommande[];

export function isOrderStatus(value: unknown): value is StatutCommande {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Any unknown value displays as Recu (customer-shop §4). */
export function normalizeStatus(value: unknown): StatutCommande {
  return isOrderStatus(value) ? value : DEFAULT_ORDER_STATUS;
}

export function statusLabel(value: unknown): string {
  return ORDER_STATUS_LABELS[normalizeStatus(value)];
}

export function statusProgress(value: unknown): number {
  return ORDER_STATUS_PROGRESS[normalizeStatus(value)];
}

/** Short sentence under the status on the tracking page; "ready" reads differently for delivery. */
export function statusDescription(value: unknown, typeCommande?: TypeCommande): string {
  const status = normalizeStatus(value);
  if (status === 'Pret' && typeCommande === 'Livraison') return READY_FOR_DELIVERY;
  return DESCRIPTIONS[status];
}

export function isActiveStatus(value: unknown): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(normalizeStatus(value));
}

/** Orders not Livre and not Annule get a tracking link in the account's order list. */
export function isTrackable(value: unknown): boolean {
  const status = normalizeStatus(value);
  return status !== 'Livre' && status !== 'Annule';
}

/** A review is offered only once the order is delivered. */
export function canReview(value: unknown): boolean {
  return normalizeStatus(value) === 'Livre';
}

export const TRACKING_STEPS = [
  { status: 'Recu', label: 'Reçue' },
  { status: 'En_preparation', label: 'Préparation' },
  { status: 'Pret', label: 'Prête' },
  { status: 'En_livraison', label: 'Livraison' },
  { status: 'Livre', label: 'Livrée' },
] as const satisfies readonly { status: StatutCommande; label: string }[];

export type TrackingStepState = 'done' | 'current' | 'upcoming';

/** The five steps with their state: earlier steps done, the current one highlighted. */
export function trackingSteps(value: unknown): { status: StatutCommande; label: string; state: TrackingStepState }[] {
  const current = TRACKING_STEPS.findIndex((step) => step.status === normalizeStatus(value));
  return TRACKING_STEPS.map((step, index) => ({
    status: step.status,
    label: step.label,
    state: current === -1 || index > current ? 'upcoming' : index === current ? 'current' : 'done',
  }));
}

/**
 * Staff transitions (back-office /admin/orders): forward along the kitchen flow, En_livraison only for
 * delivery, Attente_verif (a doubtful order) back to the flow or cancelled; Livre and Annule are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<StatutCommande, readonly StatutCommande[]>> = {
  Recu: ['En_preparation', 'Attente_verif', 'Annule'],
  Attente_verif: ['Recu', 'En_preparation', 'Annule'],
  En_preparation: ['Pret', 'Annule'],
  Pret: ['En_livraison', 'Livre', 'Annule'],
  En_livraison: ['Livre', 'Annule'],
  Livre: [],
  Annule: [],
};

/** Whether staff may move an order of this type from one status to another. */
export function canTransition(from: StatutCommande, to: StatutCommande, typeCommande: TypeCommande): boolean {
  if (!ORDER_TRANSITIONS[from].includes(to)) return false;
  // A delivery goes out with a rider before it is delivered; other types are never "en livraison".
  if (to === 'En_livraison') return typeCommande === 'Livraison';
  if (from === 'Pret' && to === 'Livre') return typeCommande !== 'Livraison';
  return true;
}

/** The statuses staff may choose next for this order. */
export function nextStatuses(from: StatutCommande, typeCommande: TypeCommande): StatutCommande[] {
  return ORDER_TRANSITIONS[from].filter((to) => canTransition(from, to, typeCommande));
}

/** What the choice of the current order reads of an order in progress. */
interface OrderInProgress {
  /** When the kitchen starts it: created_at for 'Dès que possible', the slot minus its lead otherwise. */
  fire_at: Date | string;
}

/**
 * The customer's 'Commande en cours' among their orders in progress: the one the kitchen started last
 * (fire time reached: being cooked, or on its way); else the next to start, the nearest slot ahead. A
 * scheduled order for tomorrow never hides tonight's.
 */
export function pickCurrentOrder<T extends OrderInProgress>(inProgress: readonly T[], now: Date): T | null {
  const time = (value: Date | string) => new Date(value).getTime();
  const started = inProgress.filter((order) => time(order.fire_at) <= now.getTime());
  if (started.length > 0) return started.reduce((latest, order) => (time(order.fire_at) > time(latest.fire_at) ? order : latest));
  return inProgress.reduce<T | null>((next, order) => (next === null || time(order.fire_at) < time(next.fire_at) ? order : next), null);
}
