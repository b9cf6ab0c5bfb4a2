import { PromoteStaffResponseSchema, type PromoteStaffRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { teamKeys } from './keys';

/** POST /api/admin/team: makes a registered customer a staff member. */
export async function promoteMember(body: PromoteStaffRequest) {
  await ensureCsrfCookie();
  return apiFetch('/api/admin/team', { method: 'POST', body, schema: PromoteStaffResponseSchema });
}

export function usePromoteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteMember,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      await queryClient.invalidateQueries({ queryKey: teamKeys.audit });
    },
  });
}
