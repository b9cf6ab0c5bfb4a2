import { AddressListResponseSchema, type Address } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';

export const addressKeys = {
  all: ['addresses'] as const,
  of: (owner: string) => ['addresses', owner] as const,
};

/** GET /api/account/addresses — the default first. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { addresses } = await apiFetch('/api/account/addresses', {
    schema: AddressListResponseSchema,
    signal,
  });
  return addresses;
}

export function addressesQueryOptions(owner: string) {
  return queryOptions({
    queryKey: addressKeys.of(owner),
    queryFn: ({ signal }) => getAddresses(signal),
  });
}

/** The signed-in customer's address book; nothing is asked while signed out. */
export function useAddresses() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({ ...addressesQueryOptions(owner), enabled: owner !== '' });
}
