/** The few product fields a featured card shows. */
export type FeaturedProduct = {
  name: string;
  slug: string;
  image: string | null;
  originalPrice: number;
  sellingPrice: number | null;
};

export const FEATURED_PRODUCTS_URL = '/api/fetchProducts/all?sort=popularity&per_page=4';

/**
 * GET /api/fetchProducts/all?sort=popularity&per_page=4 — the shop's best sellers for the home
 * page. Deliberately a plain `fetch` with a hand-written guard instead of apiFetch + the
 * contract's zod schema + React Query: home has to fit its JavaScript budget (which the bundle
 * test checks), and those three together cost more than the whole section.
 */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<FeaturedProduct[]> {
  const response = await fetch(FEATURED_PRODUCTS_URL, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`Featured products failed (${response.status})`);
  const json: unknown = await response.json();
  const products = (json as { product_data?: { products?: unknown } } | null)?.product_data
    ?.products;
  if (!Array.isArray(products)) throw new Error('Featured products: unexpected answer');
  return products.filter(isFeaturedProduct);
}

function isFeaturedProduct(value: unknown): value is FeaturedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Record<string, unknown>;
  return (
    typeof product.name === 'string' &&
    typeof product.slug === 'string' &&
    (typeof product.image === 'string' || product.image === null) &&
    typeof product.originalPrice === 'number' &&
    (typeof product.sellingPrice === 'number' || product.sellingPrice == null)
  );
}
