import { PrepressQueueResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const prepressKeys = { queue: ['admin-prepress', 'queue'] as const };

/** GET /api/admin/prepress — files waiting for a person, oldest first. */
export async function getPrepressQueue(signal?: AbortSignal) {
  return (await apiFetch('/api/admin/prepress', { schema: PrepressQueueResponseSchema, signal }))
    .items;
}

export function prepressQueueOptions() {
  return queryOptions({
    queryKey: prepressKeys.queue,
    queryFn: ({ signal }) => getPrepressQueue(signal),
  });
}

export function usePrepressQueue() {
  return useQuery(prepressQueueOptions());
}
