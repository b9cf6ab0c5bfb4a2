import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { addressKeys } from './get-addresses';

/** DELETE /api/account/addresses/{id} — deleting the default promotes the oldest other one. */
export async function deleteAddress(id: number): Promise<void> {
  await ensureCsrfCookie();
  await apiFetch(`/api/account/addresses/${id}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
