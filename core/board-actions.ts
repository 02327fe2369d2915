/**
 * The status buttons of an order on the board: which statuses staff may choose (core/order-status.ts's
 * transitions), which one is the main action, and which need a confirmation. An order placed ahead and
 * not yet at its fire time is not the kitchen's yet: 'En préparation' would print its ticket and start
 * tomorrow's order now, so before the fire time the main action is accepting a doubtful order (or none,
 * the server sends it to the kitchen at its fire time), and starting it is 'Préparer maintenant', asked twice.
 */
import { nextStatuses, ORDER_STATUS_LABELS, type StatutCommande } from './order-status';
import type { TypeCommande } from './order-type';
import { slotLabel } from './slots';

export interface BoardStatusAction {
  to: StatutCommande;
  label: string;
  /** primary: the next step; outline: another way on; ghost: cancelling. */
  emphasis: 'primary' | 'outline' | 'ghost';
  /** When set, the board asks this before changing the status. */
  confirm?: { title: string; description: string; confirmLabel: string };
}

export interface BoardOrder {
  statut_commande: StatutCommande;
  type_commande: TypeCommande;
  /** Placed ahead and not yet fired (the server's 'Programmées' lane). */
  programmee?: boolean;
  scheduled_for?: string | null;
  fire_at?: string;
}

export const BOARD_ACTION_MESSAGES = {
  prepareNow: 'Préparer maintenant',
  accept: 'Accepter',
  prepareNowTitle: 'Préparer cette commande maintenant ?',
  prepareNowDescription: (slot: string | null, fire: string | null) =>
    `Elle est programmée${slot ? ` pour ${slot}` : ''}${fire ? ` et part en cuisine d’elle-même ${fire}` : ''}. La préparer maintenant imprime son ticket et la met en préparation tout de suite.`,
  /** Beside the buttons of a scheduled order before its fire time. */
  firesAt: (fire: string) => `En cuisine automatiquement ${fire}`,
} as const;

/** When a scheduled order reaches the kitchen, with its day ('demain à 12:00'); null when unknown. */
export function fireTimeLabel(order: Pick<BoardOrder, 'fire_at'>, now: Date): string | null {
  return order.fire_at ? slotLabel(new Date(order.fire_at), now) : null;
}

/** Is the order still waiting for its fire time (nothing for the kitchen yet)? */
export function beforeFireTime(order: Pick<BoardOrder, 'programmee'>): boolean {
  return order.programmee === true;
}

export function boardStatusActions(order: BoardOrder, now: Date): BoardStatusAction[] {
  const next = nextStatuses(order.statut_commande, order.type_commande);
  if (!beforeFireTime(order)) {
    // The first allowed status is the kitchen's next step; the others are side exits.
    return next.map((to, index) => ({ to, label: ORDER_STATUS_LABELS[to], emphasis: to === 'Annule' ? 'ghost' : index === 0 ? 'primary' : 'outline' }));
  }
  const slot = order.scheduled_for ? slotLabel(new Date(order.scheduled_for), now) : null;
  const fire = fireTimeLabel(order, now);
  const actions = next.map((to): BoardStatusAction => {
    if (to === 'Annule') return { to, label: ORDER_STATUS_LABELS[to], emphasis: 'ghost' };
    // A doubtful order placed ahead: accepting it puts it back in the 'Programmées' lane, fired at its time.
    if (to === 'Recu') return { to, label: BOARD_ACTION_MESSAGES.accept, emphasis: 'primary' };
    if (to === 'En_preparation') {
      return {
        to,
        label: BOARD_ACTION_MESSAGES.prepareNow,
        emphasis: 'outline',
        confirm: {
          title: BOARD_ACTION_MESSAGES.prepareNowTitle,
          description: BOARD_ACTION_MESSAGES.prepareNowDescription(slot, fire),
          confirmLabel: BOARD_ACTION_MESSAGES.prepareNow,
        },
      };
    }
    return { to, label: ORDER_STATUS_LABELS[to], emphasis: 'outline' };
  });
  // The main action first, then the others, cancelling last.
  const rank = { primary: 0, outline: 1, ghost: 2 } as const;
  return actions.sort((a, b) => rank[a.emphasis] - rank[b.emphasis]);
}
