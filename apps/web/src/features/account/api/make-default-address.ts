import { AddressResponseSchema } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { addressKeys } from './get-addresses';

/** POST /api/account/addresses/{id}/default — the address checkout is pre-filled with. */
export async function makeDefaultAddress(id: number): Promise<void> {
  await ensureCsrfCookie();
  await apiFetch(`/api/account/addresses/${id}/default`, {
    method: 'POST',
    schema: AddressResponseSchema,
  });
}

export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
