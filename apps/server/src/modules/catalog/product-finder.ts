import type { Database } from '../../db/client';
import type { ProductRow } from './catalog.repository';
import { ProductsRepository, type ProductSearchQuery } from './products.repository';

/** The search box's words; none when it is blank. */
export function searchWords(q: string | undefined): string[] {
  return q?.split(/\s+/).filter(Boolean) ?? [];
}

/**
 * The catalogue's search in its two steps: whole words and word starts through the text-search
 * index; only when that finds nothing, parts of words and near misses.
 */
export async function searchProducts(
  repository: ProductsRepository,
  query: Omit<ProductSearchQuery, 'loose'>,
): Promise<{ rows: ProductRow[]; total: number }> {
  const strict = await repository.search({ ...query, loose: false });
  if (strict.total > 0) return strict;
  return repository.search({ ...query, loose: true });
}

/** Finds products by name, SKU or description for other modules (the back-office top bar). */
export class ProductFinder {
  private readonly repository: ProductsRepository;

  constructor(db: Database) {
    this.repository = new ProductsRepository(db);
  }

  async find(q: string, limit: number): Promise<ProductRow[]> {
    const words = searchWords(q);
    if (words.length === 0) return [];
    return (await searchProducts(this.repository, { words, sort: 'newest', limit, offset: 0 }))
      .rows;
  }
}
