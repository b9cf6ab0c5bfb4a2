import { ApprovalResponseSchema, ApprovalsResponseSchema } from '@backlit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { companyKeys } from './company';

/**
 * GET /api/account/company/approvals: the limit and the requests for approval — every one of
 * the company's for its admin (pending first), a buyer's own.
 */
export function useApprovals(enabled = true) {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({
    queryKey: companyKeys.approvals(owner),
    queryFn: ({ signal }) =>
      apiFetch('/api/account/company/approvals', { schema: ApprovalsResponseSchema, signal }),
    enabled: enabled && owner !== '',
  });
}

/** An admin's answer to one request: the request as it now stands. */
function useAnswerApproval<Input>(toCall: (input: Input) => { path: string; body?: unknown }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const { path, body } = toCall(input);
      await ensureCsrfCookie();
      return apiFetch(path, { method: 'POST', body, schema: ApprovalResponseSchema });
    },
    // The list and the company, as everything under the company's key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** POST /api/account/company/approvals/{id}/approve */
export const useApproveOrder = () =>
  useAnswerApproval((id: number) => ({ path: `/api/account/company/approvals/${id}/approve` }));

/** POST /api/account/company/approvals/{id}/decline: the reason is e-mailed to the buyer. */
export const useDeclineOrder = () =>
  useAnswerApproval(({ id, reason }: { id: number; reason: string }) => ({
    path: `/api/account/company/approvals/${id}/decline`,
    body: { reason },
  }));
