import { describe, expect, it } from 'vitest';
import { FISCAL_ID_MESSAGES, checkFiscalId } from './fiscal-id';

describe('checkFiscalId', () => {
  it('accepts the published format and writes it one way', () => {
    expect(checkFiscalId('1234567A/A/M/000')).toEqual({ ok: true, value: '1234567A/A/M/000' });
    expect(checkFiscalId('1234567/a/a/m/000')).toEqual({ ok: true, value: '1234567A/A/M/000' });
    expect(checkFiscalId(' 1496298 T P N 000 ')).toEqual({ ok: true, value: '1496298T/P/N/000' });
    expect(checkFiscalId('1234567M/A/E/001')).toEqual({ ok: true, value: '1234567M/A/E/001' });
  });

  it.each([
    ['', FISCAL_ID_MESSAGES.required],
    ['12345A7B/A/M/000', FISCAL_ID_MESSAGES.digits],
    ['1234567A/A/M/00', FISCAL_ID_MESSAGES.length],
    ['1234567I/A/M/000', FISCAL_ID_MESSAGES.key],
    ['12345678/A/M/000', FISCAL_ID_MESSAGES.key],
    ['1234567A/M/A/000', FISCAL_ID_MESSAGES.vat],
    ['1234567A/A/X/000', FISCAL_ID_MESSAGES.category],
    ['1234567A/A/M/0A0', FISCAL_ID_MESSAGES.establishment],
    ['1234567A/A/M/001', FISCAL_ID_MESSAGES.secondary],
  ])('refuses %j saying which part is wrong', (text, message) => {
    expect(checkFiscalId(text)).toEqual({ ok: false, message });
  });
});
