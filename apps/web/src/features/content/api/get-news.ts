import { NewsListResponseSchema, type NewsSummary } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/content/news — every article, newest first. */
export async function getNews(signal?: AbortSignal): Promise<NewsSummary[]> {
  const { news } = await apiFetch('/api/content/news', { schema: NewsListResponseSchema, signal });
  return news;
}

export const newsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'news'] as const,
    queryFn: ({ signal }) => getNews(signal),
  });

export function useNews() {
  return useQuery(newsQueryOptions());
}
