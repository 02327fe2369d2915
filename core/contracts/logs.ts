/** POST /api/logs: the browser's error batches (open to every visitor, rate-limited and size-capped). */
import { LogBatchInput, LogBatchView } from '../schemas/logs';
import type { Endpoint } from './endpoint';

export const sendLogs = { method: 'POST', path: '/api/logs', body: LogBatchInput, responses: { 202: LogBatchView } } as const satisfies Endpoint;
