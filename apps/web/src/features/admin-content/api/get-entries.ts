import { AdminContentEntryResponseSchema, AdminContentListResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const adminContentKeys = {
  all: ['admin-content'] as const,
  list: () => [...adminContentKeys.all, 'list'] as const,
  one: (id: number) => [...adminContentKeys.all, 'entry', id] as const,
};

/** GET /api/admin/content — every entry, by kind, the newest first. */
export async function getEntries(signal?: AbortSignal) {
  return (await apiFetch('/api/admin/content', { schema: AdminContentListResponseSchema, signal }))
    .entries;
}

export const entriesQueryOptions = () =>
  queryOptions({ queryKey: adminContentKeys.list(), queryFn: ({ signal }) => getEntries(signal) });

export function useContentEntries() {
  return useQuery(entriesQueryOptions());
}

/** GET /api/admin/content/{id} — one entry with its Markdown. */
export function useContentEntry(id: number) {
  return useQuery({
    queryKey: adminContentKeys.one(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/admin/content/${id}`, {
          schema: AdminContentEntryResponseSchema,
          signal,
        })
      ).entry,
    enabled: id > 0,
  });
}
