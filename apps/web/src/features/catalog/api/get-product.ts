import type { Product, ProductDetailResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from '../../../lib/api-client';

export type ProductDetail = { product: Product; related: Product[] };

/** GET /api/product/{slug} — one product for its page, with a few related ones. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  const { product, related } = await apiFetch<AnswerOf<typeof ProductDetailResponseSchema>>(
    `/api/product/${encodeURIComponent(slug)}`,
    { signal },
  );
  return { product, related };
}

export function productQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', slug] as const,
    queryFn: ({ signal }) => getProduct(slug, signal),
  });
}

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
