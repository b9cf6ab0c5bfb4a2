import { AdminTradeShowResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminShowKeys } from './get-shows';

/** GET /api/admin/trade-shows/{id} — one show, for its form. */
export async function getShow(id: number, signal?: AbortSignal) {
  return (
    await apiFetch(`/api/admin/trade-shows/${id}`, {
      schema: AdminTradeShowResponseSchema,
      signal,
    })
  ).show;
}

export const showQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminShowKeys.one(id), queryFn: ({ signal }) => getShow(id, signal) });

export function useShow(id: number) {
  return useQuery({ ...showQueryOptions(id), enabled: id > 0 });
}
