/**
 * The server's view of the one error catalogue (core/errors): AppError and the codes come from core, so
 * the browser reads the same list. plugins/error-handler.ts maps every failure to { error: { code, message } }.
 */
export { AppError, errorMessage } from '@core/errors/index';
