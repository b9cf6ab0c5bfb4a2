import { MyFramesResponseSchema, type MyFrame } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';

export const myFramesKeys = {
  all: ['my-frames'] as const,
  of: (owner: string) => ['my-frames', owner] as const,
};

/** GET /api/account/frames — the frames of delivered orders, with what fits each. */
export async function getMyFrames(signal?: AbortSignal): Promise<MyFrame[]> {
  const { frames } = await apiFetch('/api/account/frames', {
    schema: MyFramesResponseSchema,
    signal,
  });
  return frames;
}

export function myFramesQueryOptions(owner: string) {
  return queryOptions({
    queryKey: myFramesKeys.of(owner),
    queryFn: ({ signal }) => getMyFrames(signal),
  });
}

/** The signed-in customer's frames; nothing is asked while signed out. */
export function useMyFrames() {
  const owner = useAuthSession()?.username ?? '';
  return useQuery({ ...myFramesQueryOptions(owner), enabled: owner !== '' });
}
