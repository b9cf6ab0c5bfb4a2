import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminShowKeys } from './get-shows';

/** DELETE /api/admin/trade-shows/{id} */
export async function deleteShow(id: number) {
  await ensureCsrfCookie();
  await apiFetch(`/api/admin/trade-shows/${id}`, { method: 'DELETE' });
}

export function useDeleteShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminShowKeys.all }),
  });
}
