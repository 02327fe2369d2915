/** /api/admin/staff and /api/admin/customers (admins only): the staff list, invite, role, disable; customers search, detail, blacklist. */
import {
  BlacklistInput,
  CustomerDetailView,
  CustomerListView,
  CustomerParams,
  CustomerSearchQuery,
  InviteStaffInput,
  StaffInvitedView,
  StaffListView,
  StaffParams,
  StaffUpdateInput,
} from '../schemas/staff';
import type { Endpoint } from './endpoint';

export const listStaff = { method: 'GET', path: '/api/admin/staff', responses: { 200: StaffListView } } as const satisfies Endpoint;

export const inviteStaff = {
  method: 'POST',
  path: '/api/admin/staff',
  body: InviteStaffInput,
  responses: { 201: StaffInvitedView },
  errors: ['STAFF_EXISTS'],
} as const satisfies Endpoint;

/** A role change or a disable / re-enable; answers the list as it is now. */
export const updateStaff = {
  method: 'PATCH',
  path: '/api/admin/staff/:userId',
  params: StaffParams,
  body: StaffUpdateInput,
  responses: { 200: StaffListView },
  errors: ['STAFF_SELF_CHANGE', 'STAFF_NOT_FOUND', 'LAST_ADMIN'],
} as const satisfies Endpoint;

export const searchCustomers = {
  method: 'GET',
  path: '/api/admin/customers',
  query: CustomerSearchQuery,
  responses: { 200: CustomerListView },
} as const satisfies Endpoint;

export const getCustomer = {
  method: 'GET',
  path: '/api/admin/customers/:id',
  params: CustomerParams,
  responses: { 200: CustomerDetailView },
  errors: ['CUSTOMER_NOT_FOUND'],
} as const satisfies Endpoint;

export const setCustomerBlacklist = {
  method: 'PUT',
  path: '/api/admin/customers/:id/blacklist',
  params: CustomerParams,
  body: BlacklistInput,
  responses: { 200: CustomerDetailView },
  errors: ['CUSTOMER_NOT_FOUND'],
} as const satisfies Endpoint;
