/**
 * Recognises a failure of the database connection itself (as opposed to a query the database refused):
 * the server restarting or failing over, a terminated backend, a refused or timed-out connection. The
 * request then fails with 503 DATABASE_UNAVAILABLE: its transaction was rolled back by the server, so the
 * client can send it again (an order with the same Idempotency-Key).
 */

// Class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now),
// 53300 (too many connections).
const SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
  'connexion à la base de données perdue',
  'Cannot use a pool after calling end on the pool',
];

export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATES.test(code) || NODE_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
