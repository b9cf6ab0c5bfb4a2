import { NewsArticleResponseSchema, newsArticlePath, type NewsArticle } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/content/news/{key} — one article by slug or route name ('firstNewsDetails'). */
export async function getNewsArticle(key: string, signal?: AbortSignal): Promise<NewsArticle> {
  const { article } = await apiFetch(newsArticlePath(key), {
    schema: NewsArticleResponseSchema,
    signal,
  });
  return article;
}

export const newsArticleQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['content', 'news', key] as const,
    queryFn: ({ signal }) => getNewsArticle(key, signal),
  });

export function useNewsArticle(key: string) {
  return useQuery(newsArticleQueryOptions(key));
}
