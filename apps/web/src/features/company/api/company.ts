import {
  type AddressRequest,
  type ApprovalLimitRequest,
  CompanyAddressesResponseSchema,
  CompanyOrdersResponseSchema,
  CompanyResponseSchema,
  InvitationPreviewResponseSchema,
  type Address,
  type Association,
  type CompanyRequest,
  type CompanyRole,
  type InviteMemberRequest,
} from '@backlit/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

export const companyKeys = {
  all: ['company'] as const,
  of: (owner: string) => ['company', owner] as const,
  addresses: (owner: string) => ['company', owner, 'addresses'] as const,
  orders: (owner: string, page: number) => ['company', owner, 'orders', page] as const,
  approvals: (owner: string) => ['company', owner, 'approvals'] as const,
  invitation: (token: string) => ['company-invitation', token] as const,
};

/** GET /api/account/company: the customer's company, or null. */
export function companyQueryOptions(owner: string) {
  return queryOptions({
    queryKey: companyKeys.of(owner),
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/account/company', { schema: CompanyResponseSchema, signal })).company,
  });
}

export function useCompany() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({ ...companyQueryOptions(owner), enabled: owner !== '' });
}

/**
 * GET /api/account/company/addresses: the company's shared addresses (none without a company),
 * offered at checkout beside the customer's own.
 */
export function useCompanyAddresses() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: companyKeys.addresses(owner),
    queryFn: async ({ signal }): Promise<Address[]> =>
      (
        await apiFetch('/api/account/company/addresses', {
          schema: CompanyAddressesResponseSchema,
          signal,
        })
      ).addresses,
    enabled: owner !== '',
  });
}

/** GET /api/account/company/orders: every order of the company for its admin, a buyer's own. */
export function useCompanyOrders(page: number, enabled: boolean) {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: companyKeys.orders(owner, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/account/company/orders?page=${page}`, {
        schema: CompanyOrdersResponseSchema,
        signal,
      }),
    enabled: enabled && owner !== '',
  });
}

type Call = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };

/** One write of the company page: the answer is the company as it now is. */
async function companyWrite({ method, path, body }: Call) {
  await ensureCsrfCookie();
  return apiFetch(path, { method, body, schema: CompanyResponseSchema });
}

function useCompanyMutation<Input>(toCall: (input: Input) => Call) {
  const queryClient = useQueryClient();
  const owner = useAuthSession()?.username ?? '';
  return useMutation({
    mutationFn: (input: Input) => companyWrite(toCall(input)),
    onSuccess: (answer) => {
      queryClient.setQueryData(companyKeys.of(owner), answer.company);
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}

export const useCreateCompany = () =>
  useCompanyMutation((body: CompanyRequest) => ({
    method: 'POST',
    path: '/api/account/company',
    body,
  }));

export const useUpdateCompany = () =>
  useCompanyMutation((body: CompanyRequest) => ({
    method: 'PUT',
    path: '/api/account/company',
    body,
  }));

export const useInviteMember = () =>
  useCompanyMutation((body: InviteMemberRequest) => ({
    method: 'POST',
    path: '/api/account/company/invitations',
    body,
  }));

export const useRevokeInvitation = () =>
  useCompanyMutation((id: number) => ({
    method: 'DELETE',
    path: `/api/account/company/invitations/${id}`,
  }));

export const useChangeRole = () =>
  useCompanyMutation(({ userId, role }: { userId: number; role: CompanyRole }) => ({
    method: 'PUT',
    path: `/api/account/company/members/${userId}`,
    body: { role },
  }));

export const useRemoveMember = () =>
  useCompanyMutation((userId: number) => ({
    method: 'DELETE',
    path: `/api/account/company/members/${userId}`,
  }));

export const useSaveCompanyAddress = () =>
  useCompanyMutation(({ id, body }: { id?: number; body: AddressRequest }) =>
    id === undefined
      ? { method: 'POST', path: '/api/account/company/addresses', body }
      : { method: 'PUT', path: `/api/account/company/addresses/${id}`, body },
  );

export const useDeleteCompanyAddress = () =>
  useCompanyMutation((id: number) => ({
    method: 'DELETE',
    path: `/api/account/company/addresses/${id}`,
  }));

export const useClaimMembership = () =>
  useCompanyMutation((body: { association: Association; member_number: string }) => ({
    method: 'PUT',
    path: '/api/account/company/memberships',
    body,
  }));

export const useWithdrawMembership = () =>
  useCompanyMutation((association: Association) => ({
    method: 'DELETE',
    path: `/api/account/company/memberships/${association}`,
  }));

/** PUT /api/account/company/approval-limit: dollars as text; null asks buyers for no approval. */
export const useSetApprovalLimit = () =>
  useCompanyMutation((body: ApprovalLimitRequest) => ({
    method: 'PUT',
    path: '/api/account/company/approval-limit',
    body,
  }));

export const useAcceptInvitation = () =>
  useCompanyMutation((token: string) => ({
    method: 'POST',
    path: '/api/account/company/invitations/accept',
    body: { token },
  }));

/** POST /api/company-invitation: what a link offers (anyone holding it may read it). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: companyKeys.invitation(token),
    queryFn: async ({ signal }) => {
      await ensureCsrfCookie();
      return apiFetch('/api/company-invitation', {
        method: 'POST',
        body: { token },
        schema: InvitationPreviewResponseSchema,
        signal,
      });
    },
    enabled: token !== '',
    retry: false,
  });
}
