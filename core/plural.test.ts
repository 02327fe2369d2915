import { describe, expect, it } from 'vitest';
import { countLabel, plural } from './plural';

describe('counts in words', () => {
  it('says one thing in the singular and two or more in the plural', () => {
    expect(countLabel(1, 'pièce')).toBe('1 pièce');
    expect(countLabel(2, 'pièce')).toBe('2 pièces');
    expect(countLabel(12, 'article')).toBe('12 articles');
  });

  it('keeps the singular for zero, as French does', () => {
    expect(countLabel(0, 'point')).toBe('0 point');
  });

  it('takes an irregular plural', () => {
    expect(countLabel(1, 'client proche', 'clients proches')).toBe('1 client proche');
    expect(countLabel(3, 'client proche', 'clients proches')).toBe('3 clients proches');
    expect(plural(5, 'terminée')).toBe('terminées');
  });
});
