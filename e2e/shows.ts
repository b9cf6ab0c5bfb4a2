import { expect, type APIRequestContext } from '@playwright/test';

/** The calendar day `days` from today, as the show form's date fields take it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A printed product in stock that parcel carriers take, from the demo catalogue. */
export async function printedProduct(
  request: APIRequestContext,
): Promise<{ slug: string; name: string }> {
  const answer = await request.get('/api/fetchProducts/all?per_page=48');
  const { product_data } = (await answer.json()) as {
    product_data: {
      products: { slug: string; name: string; stock: number; print_size: string | null }[];
    };
  };
  const product = product_data.products.find(
    (candidate) =>
      candidate.print_size !== null && candidate.stock > 0 && /85/.test(candidate.slug),
  );
  expect(product, 'the demo has a printed frame in stock').toBeDefined();
  return product!;
}
