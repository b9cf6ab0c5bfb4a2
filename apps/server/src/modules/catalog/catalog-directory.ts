import { pathSegment, type PublicCategory } from '@backlit/domain';
import { AppError } from '../../platform/errors';
import { CATALOG_CACHE_TTL_MS, cacheTags } from './catalog-cache';
import type { CatalogRepository } from './catalog.repository';

export const CATEGORY_NOT_FOUND = 'Category not found.';
export const SUB_CATEGORY_NOT_FOUND = 'Sub-category not found.';

/** Which products a list shows, as ids the indexes serve, and how many there are. */
export interface ListScope {
  categoryId?: number;
  subCategoryIds?: number[];
  total: number;
  /** The cache tag of the products this list is drawn from. */
  tag: string;
}

/**
 * The categories and sub-categories with their product counts: a few dozen rows that every list
 * needs (to resolve a path to ids, to name each product's category, to count a list), read from
 * memory instead of from the database on every request.
 */
export class Directory {
  private readonly categoryById: Map<number, PublicCategory>;
  private readonly subNameById: Map<number, string>;

  constructor(readonly categories: PublicCategory[]) {
    this.categoryById = new Map(categories.map((category) => [category.id, category]));
    this.subNameById = new Map(
      categories.flatMap((category) =>
        category.subCategories.map((sub) => [sub.id, sub.nameSubCategory] as const),
      ),
    );
  }

  /** The name of a category or sub-category, or undefined when this directory does not know it. */
  categoryName(id: number): string | undefined {
    return this.categoryById.get(id)?.name;
  }

  subCategoryName(id: number): string | undefined {
    return this.subNameById.get(id);
  }

  /**
   * `all` or a category's path, and optionally a sub-category's path (in that category, or in
   * any with `all`), both ignoring case; an unknown one is a 404.
   */
  scope(categoryName: string, sub: string | undefined): ListScope {
    const all = categoryName.toLowerCase() === 'all';
    const category = all
      ? undefined
      : this.categories.find(
          (c) => pathSegment(c.name).toLowerCase() === categoryName.toLowerCase(),
        );
    if (!all && !category) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    const base = category
      ? { categoryId: category.id, tag: cacheTags.scope(category.id) }
      : { tag: cacheTags.scope('all') };
    if (sub === undefined) {
      const total = category
        ? category.productCount
        : this.categories.reduce((sum, c) => sum + c.productCount, 0);
      return { ...base, total };
    }
    const subs = (category ? [category] : this.categories)
      .flatMap((c) => c.subCategories)
      .filter((s) => s.path.toLowerCase() === sub.toLowerCase());
    if (subs.length === 0) throw new AppError('NOT_FOUND', SUB_CATEGORY_NOT_FOUND);
    return {
      ...base,
      subCategoryIds: subs.map((s) => s.id),
      total: subs.reduce((sum, s) => sum + s.productCount, 0),
    };
  }
}

export interface DirectoryOptions {
  ttlMs?: number;
  now?: () => number;
}

/**
 * The directory, loaded once and kept until a catalogue write clears it. For writes from another
 * process it is loaded again once the answer cache's TTL is over, behind the requests it answers
 * meanwhile: holding them all for two count queries every TTL would be a stall every shopper
 * in flight shares. As with the answer cache, a load that started before a clear is used but not
 * kept.
 */
export class CatalogDirectory {
  private current: { directory: Directory; expires: number } | undefined;
  private loading: Promise<Directory> | undefined;
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: Pick<CatalogRepository, 'categoryCounts' | 'subCategoryCounts'>,
    options: DirectoryOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  async get(): Promise<Directory> {
    const current = this.current;
    if (!current) return this.loadOnce();
    if (current.expires <= this.now() && !this.loading) {
      this.loadOnce().catch(() => {
        // Loaded again by the next request; the directory answered meanwhile stays as it was.
      });
    }
    return current.directory;
  }

  /** The load under way, or a new one, kept when no clear came while it ran. */
  private loadOnce(): Promise<Directory> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load()
      .then((directory) => {
        if (generation === this.generation) {
          this.current = { directory, expires: this.now() + this.ttlMs };
        }
        return directory;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }

  /** Called once a write that changes categories or product counts has committed. */
  clear(): void {
    this.generation++;
    this.current = undefined;
    this.loading = undefined;
  }

  private async load(): Promise<Directory> {
    const [categories, subs] = await Promise.all([
      this.repository.categoryCounts(),
      this.repository.subCategoryCounts(),
    ]);
    return new Directory(
      categories.map((category) => ({
        id: category.id,
        name: category.name,
        path: pathSegment(category.name),
        productCount: category.productCount,
        subCategories: subs
          .filter((sub) => sub.categoryId === category.id)
          .map((sub) => ({
            id: sub.id,
            nameSubCategory: sub.name,
            path: pathSegment(sub.name),
            productCount: sub.productCount,
          })),
      })),
    );
  }
}
