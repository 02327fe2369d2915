/** /api/admin/staff and /api/admin/customers: query keys, fetchers and hooks of /admin/users. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as endpoints from '@core/contracts/staff';
import type { z } from 'zod';
import { USERS_MESSAGES, type BlacklistInput, type InviteStaffInput, type StaffUpdateInput } from '@core/schemas/staff';
import { errorMessage } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

const usersKeys = queryKeys.adminUsers;

export function useStaff() {
  return useQuery({ queryKey: usersKeys.staff, queryFn: ({ signal }) => call(endpoints.listStaff, { signal }) });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteStaffInput) => call(endpoints.inviteStaff, { body: input }),
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
    mutationFn: ({ userId, ...changes }: { userId: string } & StaffUpdateInput) => call(endpoints.updateStaff, { params: { userId }, body: changes }),
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
    queryFn: ({ signal }) => call(endpoints.searchCustomers, { query: { q }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: usersKeys.customer(id ?? 0),
    queryFn: ({ signal }) => call(endpoints.getCustomer, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useSetBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & z.input<typeof BlacklistInput>) => call(endpoints.setCustomerBlacklist, { params: { id }, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(usersKeys.customer(detail.customer.id), detail);
      void queryClient.invalidateQueries({ queryKey: usersKeys.customersAll });
      toast.success(detail.customer.is_blacklisted ? USERS_MESSAGES.blacklisted : USERS_MESSAGES.unblacklisted);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
