import type { Database } from '../../db/client';
import { ProductsRepository, type ShopProductRow } from './products.repository';

/** The search box's words; none when it is blank. */
export function searchWords(q: string | undefined): string[] {
  return q?.split(/\s+/).filter(Boolean) ?? [];
}

/**
 * The catalogue's search in its two steps: whole words and word starts through the text-search
 * index; only when that finds nothing, parts of words and near misses.
 */
export async function searchProducts<R extends { total: number }>(
  search: (loose: boolean) => Promise<R>,
): Promise<R> {
  const strict = await search(false);
  return strict.total > 0 ? strict : search(true);
}

/** Finds products by name, SKU or description for other modules (the back-office top bar). */
export class ProductFinder {
  private readonly repository: ProductsRepository;

  constructor(db: Database) {
    this.repository = new ProductsRepository(db);
  }

  async find(q: string, limit: number): Promise<ShopProductRow[]> {
    const words = searchWords(q);
    if (words.length === 0) return [];
    const query = { shape: 'shop' as const, words, limit, offset: 0 };
    return (await searchProducts((loose) => this.repository.search({ ...query, loose }))).rows;
  }
}
