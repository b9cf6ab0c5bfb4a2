import { PromoteStaffResponseSchema } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { teamKeys } from './keys';

/** DELETE /api/admin/team/{userId}: makes a staff member a customer again. */
export async function demoteMember(userId: number) {
  await ensureCsrfCookie();
  return apiFetch(`/api/admin/team/${userId}`, {
    method: 'DELETE',
    schema: PromoteStaffResponseSchema,
  });
}

export function useDemoteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoteMember,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      await queryClient.invalidateQueries({ queryKey: teamKeys.audit });
    },
  });
}
