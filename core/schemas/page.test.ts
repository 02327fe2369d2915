import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOf } from '../testing/issues';
import { pageFields } from '../page';
import { MAX_PAGE, PageQuery, pageEnvelope } from './page';

describe('PageQuery', () => {
  it('is page 1 when absent or blank, and coerces the text of a query string', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1 });
    expect(PageQuery.parse({ page: '' })).toEqual({ page: 1 });
    expect(PageQuery.parse({ page: '4' })).toEqual({ page: 4 });
  });

  it.each(['0', '-1', '1.5', 'abc', String(MAX_PAGE + 1)])('refuses the page %j in French', (page) => {
    expect(issuesOf(PageQuery, { page })).toEqual({ page: ['Page invalide'] });
  });
});

describe('pageEnvelope', () => {
  it('keeps the spelling of its list: per_page or pageSize, the rows under their own key', () => {
    const Produits = pageEnvelope('items', z.string(), 'per_page');
    const Orders = pageEnvelope('orders', z.string(), 'pageSize');
    expect(Produits.parse({ items: ['a'], ...pageFields('per_page', 2, 12, 13) })).toEqual({ items: ['a'], page: 2, per_page: 12, total: 13 });
    expect(Orders.parse({ orders: [], ...pageFields('pageSize', 1, 20, 0) })).toEqual({ orders: [], page: 1, pageSize: 20, total: 0 });
    expect(Orders.safeParse({ orders: [], page: 1, per_page: 20, total: 0 }).success).toBe(false);
  });
});
