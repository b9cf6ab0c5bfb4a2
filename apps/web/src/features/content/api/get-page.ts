import { PageResponseSchema, pagePath, type Page, type PageSlug } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/content/pages/{slug} — a static page (legal texts, trade show, print instruction). */
export async function getPage(slug: PageSlug, signal?: AbortSignal): Promise<Page> {
  const { page } = await apiFetch(pagePath(slug), { schema: PageResponseSchema, signal });
  return page;
}

export const pageQueryOptions = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['content', 'page', slug] as const,
    queryFn: ({ signal }) => getPage(slug, signal),
  });

export function usePage(slug: PageSlug) {
  return useQuery(pageQueryOptions(slug));
}
