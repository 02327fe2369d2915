/**
 * What the orders module may use of cash, in one place: the checks when an order is placed (who may pay
 * in cash, 'Je paierai avec'), the facts those checks read, the confirmation code sent with a cash order,
 * and the flags the order view carries. Orders imports cash through this file only (ESLint holds it);
 * cash reaches orders the other way through `app.cashOrders` (cash-orders.ts).
 */
export { assertPaieraAvec, cashFacts, checkCashOrder, type CashCheck, type CashFacts } from './check-cash-order';
export { createCashConfirmationCode } from './cash-confirmation-code';
export { customerCashCodeSender, emailCashCodeSender, type CashCodeSender } from './cash-code-sender';
export { loadCashFlags, type CashFlags } from './cash-order-flags';
export type { CashOrders } from './cash-orders';
