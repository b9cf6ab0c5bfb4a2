import type { HomePage, HomePageResponse } from '@backlit/domain';

export const HOME_PAGE_URL = '/api/content/home';

/**
 * GET /api/content/home — the hero and the picked featured products. A plain `fetch`, for the
 * same reason as get-featured-products.ts: home's JavaScript budget has no room for the API
 * client, zod or React Query. The server checks the answer against its schema before sending.
 */
export async function getHomePage(signal?: AbortSignal): Promise<HomePage> {
  // A public answer, the same for everyone: no credentials needed.
  const response = await fetch(HOME_PAGE_URL, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(String(response.status));
  return ((await response.json()) as HomePageResponse).home;
}
