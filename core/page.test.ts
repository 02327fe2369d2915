import { describe, expect, it } from 'vitest';
import { ORDERS_PER_PAGE, PRODUCTS_PER_PAGE } from './limits';
import { pageCount, pageOffset } from './page';

describe('pageOffset', () => {
  it('computes the SQL offset with 12 products or 20 orders per page', () => {
    expect(pageOffset(1, PRODUCTS_PER_PAGE)).toBe(0);
    expect(pageOffset(3, PRODUCTS_PER_PAGE)).toBe(24);
    expect(pageOffset(2, ORDERS_PER_PAGE)).toBe(20);
  });
});

describe('pageCount', () => {
  it('counts the pages a total fills, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
  });
});
