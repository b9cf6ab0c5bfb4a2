import { PRODUCT_SORTS, type ProductSort } from '@backlit/domain';

/**
 * Product list orders offered by the shop toolbar; the value travels in the URL as `?sort=` and
 * on to the API unchanged. The rating order ranks by the Bayesian score of approved reviews.
 */
export const SORT_OPTIONS = [
  { value: 'default', label: 'Featured' },
  { value: 'popularity', label: 'Best selling' },
  { value: 'rating', label: 'Top rated' },
  { value: 'latest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
] as const satisfies readonly { value: ProductSort; label: string }[];

export type SortOrder = ProductSort;

/** Unknown or missing values fall back to the default order rather than failing. */
export function parseSortOrder(value: string | null): SortOrder {
  return PRODUCT_SORTS.find((sort) => sort === value) ?? 'default';
}
