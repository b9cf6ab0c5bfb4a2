import {
  PRODUCTS_PER_PAGE,
  type FetchProductsResponseSchema,
  type ProductPage,
  type ProductSort,
} from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type AnswerOf } from '../../../lib/api-client';

export type ProductsRequest = {
  /** `all` or a category's path. */
  source: string;
  page: number;
  /** Products a page; PRODUCTS_PER_PAGE when not given. */
  perPage?: number | undefined;
  sort: ProductSort;
  sub?: string | undefined;
  q?: string | undefined;
};

/** The API URL of a product list; parameters at their default are left out. */
export function productsUrl({ source, page, perPage, sort, sub, q }: ProductsRequest): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  params.set('per_page', String(perPage ?? PRODUCTS_PER_PAGE));
  if (sort !== 'default') params.set('sort', sort);
  if (sub) params.set('sub', sub);
  if (q) params.set('q', q);
  return `/api/fetchProducts/${encodeURIComponent(source)}?${params.toString()}`;
}

/** GET /api/fetchProducts/{all|category}?page&per_page&sort&sub&q — one page of the shop's list. */
export async function getProducts(
  request: ProductsRequest,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { product_data } = await apiFetch<AnswerOf<typeof FetchProductsResponseSchema>>(
    productsUrl(request),
    { signal },
  );
  return product_data;
}

export function productsQueryOptions(request: ProductsRequest) {
  const { source, page, sort, sub, q } = request;
  const perPage = request.perPage ?? PRODUCTS_PER_PAGE;
  return queryOptions({
    queryKey: ['catalog', 'products', source, { page, perPage, sort, sub, q }] as const,
    queryFn: ({ signal }) => getProducts(request, signal),
    // While the next page, order or search loads, the current one stays on screen — but only
    // within the same list: another category's products would be misleading.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === source ? previous : undefined,
  });
}

export function useProducts(request: ProductsRequest, { enabled = true } = {}) {
  return useQuery({ ...productsQueryOptions(request), enabled });
}
