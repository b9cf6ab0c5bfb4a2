import { AdminTradeShowsResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const adminShowKeys = {
  all: ['admin-shows'] as const,
  list: () => [...adminShowKeys.all, 'list'] as const,
  one: (id: number) => [...adminShowKeys.all, 'show', id] as const,
  planner: () => [...adminShowKeys.all, 'planner'] as const,
};

/** GET /api/admin/trade-shows — every show of the calendar, the latest first. */
export async function getShows(signal?: AbortSignal) {
  return (
    await apiFetch('/api/admin/trade-shows', { schema: AdminTradeShowsResponseSchema, signal })
  ).shows;
}

export const showsQueryOptions = () =>
  queryOptions({ queryKey: adminShowKeys.list(), queryFn: ({ signal }) => getShows(signal) });

export function useShows() {
  return useQuery(showsQueryOptions());
}
