/**
 * The acceptance promise: when an order starts waiting for the kitchen to accept it, and what
 * the restaurant and the customer are told, read by the job (server/modules/orders/acceptance-promise.ts).
 * The board chimes louder for an order whose reminder the job recorded (relance_acceptation_at).
 */

/** How long the promise pauses new orders once one waits past its threshold (renewed while it still waits). */
export const ACCEPTANCE_PAUSE_MINUTES = 15;

export interface WaitingOrder {
  fire_at: string | Date;
  mode_paiement: string;
  paid_at?: string | Date | null;
}

/** From its fire time (an ASAP order: when placed); an online order paid later, from its payment. */
export function acceptanceWaitStart(order: WaitingOrder): Date {
  const fire = new Date(order.fire_at).getTime();
  const paid = order.mode_paiement === 'konnect' && order.paid_at ? new Date(order.paid_at).getTime() : 0;
  return new Date(Math.max(fire, paid));
}

export const ACCEPTANCE_MESSAGES = {
  telegramReminder: (numero: string, minutes: number, slot: string | null) =>
    `⏰ Rappel : la commande ${numero} attend d'être acceptée depuis ${minutes} min${slot ? ` (programmée pour ${slot})` : ''}.`,
  cancelledEmail: (numero: string, restaurant: string, refund: boolean) => ({
    subject: `Votre commande ${numero} n'a pas pu être prise en charge`,
    content: [
      `Nous sommes désolés : ${restaurant} n'a pas pu prendre en charge votre commande ${numero}. Elle a été annulée.`,
      refund ? 'Votre paiement en ligne vous sera remboursé.' : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }),
} as const;
