/**
 * The back-office catalogue (/api/admin, staff): categories, products with their accompaniment links, sold-out mark
 * and option groups, accompaniments.
 */
import { z } from 'zod';
import {
  AccompanimentInput,
  AccompanimentLinksInput,
  AdminAccompanimentView,
  AdminAccompanimentsView,
  AdminProductPage,
  AdminProductView,
  DeleteOutcome,
  IdParams,
  OkView,
  ProductInput,
  ProductListQuery,
  ProductSwitchesInput,
  RuptureInput,
} from '../schemas/admin-catalog';
import { AdminCategoriesView, AdminCategoryView, CategoryInput, CategoryOrderInput } from '../schemas/category';
import { AdminOptionGroupView, AdminOptionGroupsView, OptionGroupInput, OptionGroupOrderInput, OptionGroupParams } from '../schemas/option-groups';
import type { Endpoint } from './endpoint';

const NoQuery = z.object({});
const CategoryAnswer = z.object({ category: AdminCategoryView });
const ProductAnswer = z.object({ product: AdminProductView });
const OptionGroupAnswer = z.object({ groupe: AdminOptionGroupView });
const AccompanimentAnswer = z.object({ accompagnement: AdminAccompanimentView });

// Categories

export const listCategories = {
  method: 'GET',
  path: '/api/admin/categories',
  query: NoQuery,
  responses: { 200: AdminCategoriesView },
} as const satisfies Endpoint;

export const createCategory = {
  method: 'POST',
  path: '/api/admin/categories',
  body: CategoryInput,
  responses: { 201: CategoryAnswer },
  errors: ['CATEGORY_CODE_TAKEN'],
} as const satisfies Endpoint;

export const reorderCategories = {
  method: 'PUT',
  path: '/api/admin/categories/order',
  body: CategoryOrderInput,
  responses: { 200: AdminCategoriesView },
  errors: ['CATEGORY_ORDER_MISMATCH'],
} as const satisfies Endpoint;

export const updateCategory = {
  method: 'PUT',
  path: '/api/admin/categories/:id',
  params: IdParams,
  body: CategoryInput,
  responses: { 200: CategoryAnswer },
  errors: ['CATEGORY_NOT_FOUND', 'CATEGORY_CODE_TAKEN'],
} as const satisfies Endpoint;

export const deleteCategory = {
  method: 'DELETE',
  path: '/api/admin/categories/:id',
  params: IdParams,
  responses: { 200: OkView },
  errors: ['CATEGORY_NOT_FOUND', 'CATEGORY_HAS_PRODUCTS'],
} as const satisfies Endpoint;

// Products

export const listProducts = {
  method: 'GET',
  path: '/api/admin/products',
  query: ProductListQuery,
  responses: { 200: AdminProductPage },
} as const satisfies Endpoint;

export const getProduct = {
  method: 'GET',
  path: '/api/admin/products/:id',
  params: IdParams,
  responses: { 200: ProductAnswer },
  errors: ['PRODUCT_NOT_FOUND'],
} as const satisfies Endpoint;

export const createProduct = {
  method: 'POST',
  path: '/api/admin/products',
  body: ProductInput,
  responses: { 201: ProductAnswer },
  errors: ['CATEGORY_NOT_FOUND'],
} as const satisfies Endpoint;

export const updateProduct = {
  method: 'PUT',
  path: '/api/admin/products/:id',
  params: IdParams,
  body: ProductInput,
  responses: { 200: ProductAnswer },
  errors: ['PRODUCT_NOT_FOUND', 'CATEGORY_NOT_FOUND'],
} as const satisfies Endpoint;

export const setProductSwitches = {
  method: 'PATCH',
  path: '/api/admin/products/:id',
  params: IdParams,
  body: ProductSwitchesInput,
  responses: { 200: ProductAnswer },
  errors: ['PRODUCT_NOT_FOUND'],
} as const satisfies Endpoint;

export const replaceProductAccompaniments = {
  method: 'PUT',
  path: '/api/admin/products/:id/accompagnements',
  params: IdParams,
  body: AccompanimentLinksInput,
  responses: { 200: ProductAnswer },
  errors: ['PRODUCT_NOT_FOUND', 'ACCOMPANIMENT_LINKS_INVALID'],
} as const satisfies Endpoint;

export const setProductSoldOut = {
  method: 'PUT',
  path: '/api/admin/products/:id/rupture',
  params: IdParams,
  body: RuptureInput,
  responses: { 200: ProductAnswer },
  errors: ['PRODUCT_NOT_FOUND', 'RUPTURE_INVALID'],
} as const satisfies Endpoint;

export const deleteProduct = {
  method: 'DELETE',
  path: '/api/admin/products/:id',
  params: IdParams,
  responses: { 200: DeleteOutcome },
  errors: ['PRODUCT_NOT_FOUND'],
} as const satisfies Endpoint;

// Option groups of a product

export const listOptionGroups = {
  method: 'GET',
  path: '/api/admin/products/:id/option-groups',
  params: IdParams,
  query: NoQuery,
  responses: { 200: AdminOptionGroupsView },
  errors: ['PRODUCT_NOT_FOUND'],
} as const satisfies Endpoint;

export const createOptionGroup = {
  method: 'POST',
  path: '/api/admin/products/:id/option-groups',
  params: IdParams,
  body: OptionGroupInput,
  responses: { 201: OptionGroupAnswer },
  errors: ['PRODUCT_NOT_FOUND'],
} as const satisfies Endpoint;

export const reorderOptionGroups = {
  method: 'PUT',
  path: '/api/admin/products/:id/option-groups/order',
  params: IdParams,
  body: OptionGroupOrderInput,
  responses: { 200: AdminOptionGroupsView },
  errors: ['PRODUCT_NOT_FOUND', 'OPTION_GROUP_ORDER_MISMATCH'],
} as const satisfies Endpoint;

export const updateOptionGroup = {
  method: 'PUT',
  path: '/api/admin/products/:id/option-groups/:groupId',
  params: OptionGroupParams,
  body: OptionGroupInput,
  responses: { 200: OptionGroupAnswer },
  errors: ['PRODUCT_NOT_FOUND', 'OPTION_GROUP_NOT_FOUND', 'OPTION_NOT_IN_GROUP'],
} as const satisfies Endpoint;

export const deleteOptionGroup = {
  method: 'DELETE',
  path: '/api/admin/products/:id/option-groups/:groupId',
  params: OptionGroupParams,
  responses: { 200: OkView },
  errors: ['OPTION_GROUP_NOT_FOUND'],
} as const satisfies Endpoint;

// Accompaniments

export const listAccompaniments = {
  method: 'GET',
  path: '/api/admin/accompagnements',
  query: NoQuery,
  responses: { 200: AdminAccompanimentsView },
} as const satisfies Endpoint;

export const createAccompaniment = {
  method: 'POST',
  path: '/api/admin/accompagnements',
  body: AccompanimentInput,
  responses: { 201: AccompanimentAnswer },
} as const satisfies Endpoint;

export const updateAccompaniment = {
  method: 'PUT',
  path: '/api/admin/accompagnements/:id',
  params: IdParams,
  body: AccompanimentInput,
  responses: { 200: AccompanimentAnswer },
  errors: ['ACCOMPANIMENT_NOT_FOUND'],
} as const satisfies Endpoint;

export const setAccompanimentSoldOut = {
  method: 'PUT',
  path: '/api/admin/accompagnements/:id/rupture',
  params: IdParams,
  body: RuptureInput,
  responses: { 200: AccompanimentAnswer },
  errors: ['ACCOMPANIMENT_NOT_FOUND', 'RUPTURE_INVALID'],
} as const satisfies Endpoint;

export const deleteAccompaniment = {
  method: 'DELETE',
  path: '/api/admin/accompagnements/:id',
  params: IdParams,
  responses: { 200: DeleteOutcome },
  errors: ['ACCOMPANIMENT_NOT_FOUND', 'ACCOMPANIMENT_LINKED'],
} as const satisfies Endpoint;
