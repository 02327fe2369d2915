import { describe, expect, it } from 'vitest';
import { CatalogQuery, OrderListQuery } from './catalog';
import { issuesOf } from '../testing/issues';

describe('CatalogQuery', () => {
  it('defaults to page 1 of every category', () => {
    expect(CatalogQuery.parse({})).toEqual({ page: 1 });
    expect(CatalogQuery.parse({ category_id: '', page: '' })).toEqual({ page: 1 });
  });

  it('coerces query-string values', () => {
    expect(CatalogQuery.parse({ category_id: '3', page: '2' })).toEqual({ category_id: 3, page: 2 });
    expect(CatalogQuery.parse({ category_id: 3, page: 2 })).toEqual({ category_id: 3, page: 2 });
  });

  it.each(['0', '-1', '1.5', 'abc'])('refuses the page %j', (page) => {
    expect(issuesOf(CatalogQuery, { page })).toEqual({ page: ['Page invalide'] });
  });

  it.each(['0', 'x', '2.5'])('refuses the category %j', (category_id) => {
    expect(issuesOf(CatalogQuery, { category_id })).toEqual({ category_id: ['Catégorie invalide'] });
  });
});

describe('OrderListQuery', () => {
  it('pages the orders', () => {
    expect(OrderListQuery.parse({})).toEqual({ page: 1 });
    expect(OrderListQuery.parse({ page: '4' })).toEqual({ page: 4 });
  });
});
