import { describe, expect, it } from 'vitest';
import { databaseErrorCode } from './errors';

/** drizzle wraps the driver's error as `cause` of an error whose message carries the SQL and parameters. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: select 1\nparams: secret@example.tn'), { cause: Object.assign(new Error('x'), { code }) });

describe('databaseErrorCode', () => {
  it.each(['22021', '22P05', '22003', '22P02', '22001', '22008'])('input the database refuses (%s) is INVALID_VALUE', (code) => {
    expect(databaseErrorCode(wrapped(code))).toBe('INVALID_VALUE');
  });

  it.each(['57P01', '08006', '08003', 'ECONNREFUSED', 'ECONNRESET'])('a lost connection (%s) is DATABASE_UNAVAILABLE', (code) => {
    expect(databaseErrorCode(wrapped(code))).toBe('DATABASE_UNAVAILABLE');
  });

  it('recognises pg’s own "Connection terminated" error, which has no code', () => {
    expect(databaseErrorCode(new Error('x', { cause: new Error('Connection terminated unexpectedly') }))).toBe('DATABASE_UNAVAILABLE');
  });

  it('leaves every other error to the generic 500', () => {
    expect(databaseErrorCode(wrapped('23505'))).toBeNull();
    expect(databaseErrorCode(new Error('boom'))).toBeNull();
  });
});
