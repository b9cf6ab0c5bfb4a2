import { AddressResponseSchema, type Address, type AddressRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { addressKeys } from './get-addresses';

/** POST /api/account/addresses — the first address becomes the default. */
export async function createAddress(body: AddressRequest): Promise<Address> {
  await ensureCsrfCookie();
  const { address } = await apiFetch('/api/account/addresses', {
    method: 'POST',
    body,
    schema: AddressResponseSchema,
  });
  return address;
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
