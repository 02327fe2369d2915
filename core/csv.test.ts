import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('joins with semicolons, quotes what needs it and defuses formulas', () => {
    expect(
      toCsv([
        ['code', 'commande'],
        ['ABC', null],
        ['a;b', 'say "hi"'],
        ['=SUM(A1)', -3],
      ]),
    ).toBe('code;commande\r\nABC;\r\n"a;b";"say ""hi"""\r\n\'=SUM(A1);-3\r\n');
  });

  it('leaves a negative amount written as text as it is, and defuses any other leading minus', () => {
    expect(toCsv([['-2.000', '-1+1']])).toBe("-2.000;'-1+1\r\n");
  });
});
