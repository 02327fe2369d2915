/** /api/admin/staff and /api/admin/customers: query keys, fetchers and hooks of /admin/users. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  USERS_MESSAGES,
  type CustomerDetailView,
  type CustomerListView,
  type InviteStaffInput,
  type StaffInvitedView,
  type StaffListView,
  type StaffUpdateInput,
} from '@core/schemas/staff';
import { api, errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type StaffList = z.infer<typeof StaffListView>;
type CustomerList = z.infer<typeof CustomerListView>;

export const usersKeys = queryKeys.adminUsers;

export function useStaff() {
  return useQuery({ queryKey: usersKeys.staff, queryFn: ({ signal }) => api.get<StaffList>('/api/admin/staff', { signal }) });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteStaffInput) => api.post<StaffInvitedView>('/api/admin/staff', input),
    onSuccess: () => {
      toast.success(USERS_MESSAGES.invited);
      void queryClient.invalidateQueries({ queryKey: usersKeys.staff });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...changes }: { userId: string } & StaffUpdateInput) =>
      api.patch<StaffList>(`/api/admin/staff/${encodeURIComponent(userId)}`, changes),
    onSuccess: (list, vars) => {
      queryClient.setQueryData(usersKeys.staff, list);
      toast.success(vars.role ? USERS_MESSAGES.roleChanged : vars.desactive ? USERS_MESSAGES.disabled : USERS_MESSAGES.enabled);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useCustomers(q: string) {
  return useQuery({
    queryKey: usersKeys.customers(q),
    queryFn: ({ signal }) => api.get<CustomerList>('/api/admin/customers', { query: { q }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: usersKeys.customer(id ?? 0),
    queryFn: ({ signal }) => api.get<CustomerDetailView>(`/api/admin/customers/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useSetBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; is_blacklisted: boolean; motif?: string }) =>
      api.put<CustomerDetailView>(`/api/admin/customers/${id}/blacklist`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(usersKeys.customer(detail.customer.id), detail);
      void queryClient.invalidateQueries({ queryKey: usersKeys.customersAll });
      toast.success(detail.customer.is_blacklisted ? USERS_MESSAGES.blacklisted : USERS_MESSAGES.unblacklisted);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
