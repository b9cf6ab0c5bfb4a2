import {
  AdminCompanyResponseSchema,
  CustomerGroupResponseSchema,
  CustomerGroupsResponseSchema,
  type CustomerGroupRequest,
} from '@backlit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminCompanyKeys } from './companies';

const groupKeys = { all: ['admin-customer-groups'] as const };

/** GET /api/admin/customer-groups: every group with its prices and tiers. */
export function useCustomerGroups() {
  return useQuery({
    queryKey: groupKeys.all,
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/admin/customer-groups', {
          schema: CustomerGroupsResponseSchema,
          signal,
        })
      ).groups,
  });
}

/** POST /api/admin/customer-groups (no id) or PUT /api/admin/customer-groups/{id}. */
export function useSaveCustomerGroup(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomerGroupRequest) => {
      await ensureCsrfCookie();
      return (
        await apiFetch(
          id === undefined ? '/api/admin/customer-groups' : `/api/admin/customer-groups/${id}`,
          { method: id === undefined ? 'POST' : 'PUT', body, schema: CustomerGroupResponseSchema },
        )
      ).group;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminCompanyKeys.audit });
    },
  });
}

/** PUT /api/admin/companies/{id}/customer-group: the company's group, or none. */
export function useSetCompanyGroup(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: number | null) => {
      await ensureCsrfCookie();
      return apiFetch(`/api/admin/companies/${companyId}/customer-group`, {
        method: 'PUT',
        body: { customer_group_id: groupId },
        schema: AdminCompanyResponseSchema,
      });
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminCompanyKeys.one(companyId), answer.company);
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminCompanyKeys.audit });
    },
  });
}
