import { FailedJobsResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const failedJobsKeys = { all: ['admin-jobs', 'failed'] as const };

/** GET /api/admin/jobs/failed: work after the answer that ran out of retries, latest first. */
export async function getFailedJobs(signal?: AbortSignal) {
  return (await apiFetch('/api/admin/jobs/failed', { schema: FailedJobsResponseSchema, signal }))
    .jobs;
}

export const failedJobsQuery = queryOptions({
  queryKey: failedJobsKeys.all,
  queryFn: ({ signal }) => getFailedJobs(signal),
});

export function useFailedJobs() {
  return useQuery(failedJobsQuery);
}
