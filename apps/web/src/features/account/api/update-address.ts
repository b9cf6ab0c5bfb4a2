import { AddressResponseSchema, type Address, type AddressRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { addressKeys } from './get-addresses';

/** PUT /api/account/addresses/{id} */
export async function updateAddress(id: number, body: AddressRequest): Promise<Address> {
  await ensureCsrfCookie();
  const { address } = await apiFetch(`/api/account/addresses/${id}`, {
    method: 'PUT',
    body,
    schema: AddressResponseSchema,
  });
  return address;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AddressRequest }) => updateAddress(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
