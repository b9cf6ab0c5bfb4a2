import { ProfileResponseSchema, type Profile } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';

export const profileKeys = {
  all: ['profile'] as const,
  of: (owner: string) => ['profile', owner] as const,
};

/** GET /api/account/profile — the registration details. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { profile } = await apiFetch('/api/account/profile', {
    schema: ProfileResponseSchema,
    signal,
  });
  return profile;
}

export function profileQueryOptions(owner: string) {
  return queryOptions({
    queryKey: profileKeys.of(owner),
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({ ...profileQueryOptions(owner), enabled: owner !== '' });
}
