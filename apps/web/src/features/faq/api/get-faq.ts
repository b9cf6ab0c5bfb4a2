import { FaqResponseSchema, type FaqEntry } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/content/faq — all 15 entries in display order. The tabs filter this one list, so
 * switching tabs is instant and every tab agrees with Show All.
 */
export async function getFaq(signal?: AbortSignal): Promise<FaqEntry[]> {
  const { faq } = await apiFetch('/api/content/faq', { schema: FaqResponseSchema, signal });
  return faq;
}

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'faq'] as const,
    queryFn: ({ signal }) => getFaq(signal),
  });

export function useFaq() {
  return useQuery(faqQueryOptions());
}
