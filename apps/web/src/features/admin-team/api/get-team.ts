import { TeamResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/admin/team: the staff, longest-serving first. */
export async function getTeam(signal?: AbortSignal) {
  return (await apiFetch('/api/admin/team', { schema: TeamResponseSchema, signal })).staff;
}

export const teamQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: ({ signal }) => getTeam(signal),
});

export function useTeam() {
  return useQuery(teamQuery);
}
