import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ProductSort } from '@backlit/domain';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { categories, products, productSearch, subCategories } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';
import type { ProductRow } from './catalog.repository';

/** A product with the names of its category and sub-category. */
export interface ProductWithRefs extends ProductRow {
  categoryName: string;
  subCategoryName: string | null;
}

/** The columns a product write sets (everything but id, slug, sales and dates). */
export type ProductValues = Pick<
  typeof products.$inferInsert,
  | 'name'
  | 'sku'
  | 'stock'
  | 'categoryId'
  | 'subCategoryId'
  | 'description'
  | 'compareAtPriceCents'
  | 'priceCents'
  | 'image'
  | 'additionalImages'
  | 'printWidthMm'
  | 'printHeightMm'
>;

/** Which products a list shows: ids already resolved from names, so the indexes serve it. */
export interface ProductScope {
  categoryId?: number;
  subCategoryIds?: number[];
}

/** The orders of a list: the shop's sorts, the back-office's newest first, and best match. */
export type ProductOrder = ProductSort | 'newest' | 'relevance';

export interface ProductPageQuery extends ProductScope {
  sort: Exclude<ProductOrder, 'relevance'>;
  limit: number;
  offset: number;
  /** How many products the scope holds (the catalogue directory counts them). */
  total: number;
}

export interface ProductSearchQuery extends ProductScope {
  /** Words that must each match the name, SKU, category or description. */
  words: string[];
  /** Whether a word may also match as part of a word or as a near miss (see `search`). */
  loose: boolean;
  sort: ProductOrder;
  limit: number;
  offset: number;
}

export class SkuTakenError extends Error {
  override name = 'SkuTakenError';
}
export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
}

const SKU_KEY = 'products_sku_lower_key';
const SLUG_KEY = 'products_slug_unique';

/**
 * Each list order, and the same order read from the far end: a page past the middle of a list is
 * read from its end, so no page skips more than half the list. Each has an index (see schema).
 */
const ORDER: Record<Exclude<ProductOrder, 'relevance'>, { forward: SQL[]; backward: SQL[] }> = {
  default: { forward: [asc(products.id)], backward: [desc(products.id)] },
  popularity: {
    forward: [desc(products.unitsSold), asc(products.id)],
    backward: [asc(products.unitsSold), desc(products.id)],
  },
  latest: {
    forward: [desc(products.createdAt), desc(products.id)],
    backward: [asc(products.createdAt), asc(products.id)],
  },
  newest: {
    forward: [desc(products.createdAt), desc(products.id)],
    backward: [asc(products.createdAt), asc(products.id)],
  },
  price_asc: {
    forward: [asc(products.priceCents), asc(products.id)],
    backward: [desc(products.priceCents), desc(products.id)],
  },
  price_desc: {
    forward: [desc(products.priceCents), asc(products.id)],
    backward: [asc(products.priceCents), desc(products.id)],
  },
};

/** Words shorter than this are matched as typed or as parts of words, not as near misses. */
const NEAR_MISS_MIN_LENGTH = 4;

const withRefs = {
  product: products,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
};

/** The queries of products: lists, pages, lookups and writes. */
export class ProductsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ProductsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProductsRepository(tx)));
  }

  /** Records a staff action in this repository's transaction, so it commits with the change. */
  audit(actor: AuditActor, record: AuditRecord): Promise<void> {
    return recordStaffAction(this.db, actor, record);
  }

  /**
   * One page of the scope in the asked order, in one query: the page's ids are picked from the
   * order's index alone (no row is read for the products skipped), then only those rows are
   * read. A page past the middle is picked from the far end.
   */
  async page(query: ProductPageQuery): Promise<ProductRow[]> {
    const { total, offset, limit } = query;
    if (offset >= total) return [];
    const order = ORDER[query.sort];
    const fromEnd = offset > total - offset - limit;
    const count = Math.min(limit, total - offset);
    const ids = this.db
      .select({ id: products.id })
      .from(products)
      .where(scopeFilter(query))
      .orderBy(...(fromEnd ? order.backward : order.forward))
      .limit(fromEnd ? count : limit)
      .offset(fromEnd ? total - offset - count : offset);
    return this.db
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(...order.forward);
  }

  /**
   * One page of the products matching every word, best match first when asked, with how many
   * match, in one query. First the matches are ranked and counted on the search table alone
   * (the products table only when the order needs its columns), then the page's rows are read.
   *
   * A word matches the words and word starts of the search document (stemmed: "frames" finds
   * "frame"; name and SKU weigh most, then category, then description). With `loose`, it may
   * also be part of a word of the name, SKU or category ("lit" finds "Backlit") or (from four
   * letters) a near miss of one ("banenr" finds "Banner").
   */
  async search(query: ProductSearchQuery): Promise<{ rows: ProductRow[]; total: number }> {
    const { words, loose } = query;
    const where = and(
      searchScope(query),
      ...(loose ? words.map(looseMatch) : [strictMatch(words)]),
    );
    const rank = loose ? looseRelevance(words) : strictRelevance(words);
    const byRelevance = query.sort === 'relevance';
    const matches = this.db
      .select({
        id: productSearch.productId,
        relevance: rank.as('relevance'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(productSearch)
      .$dynamic();
    const order = byRelevance ? undefined : ORDER[query.sort as Exclude<ProductOrder, 'relevance'>];
    const page = // Ordered by a product column: every match's row is read, not only the page's.
      (order ? matches.innerJoin(products, eq(products.id, productSearch.productId)) : matches)
        .where(where)
        .orderBy(...(order ? order.forward : [desc(sql`relevance`), asc(productSearch.productId)]))
        .limit(query.limit)
        .offset(query.offset)
        .as('page');
    const rows = await this.db
      .select({ product: products, total: page.total })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .orderBy(...(order ? order.forward : [desc(page.relevance), asc(products.id)]));
    if (rows.length > 0 || query.offset === 0) {
      return { rows: rows.map((row) => row.product), total: rows[0]?.total ?? 0 };
    }
    // Past the last page: no row carries the count.
    const [counted] = await this.db.select({ n: count() }).from(productSearch).where(where);
    return { rows: [], total: counted?.n ?? 0 };
  }

  /**
   * The product by its slug with up to `limit` others of its category, those of its sub-category
   * first, in one query: each part on an index, none sorting the category. Category names are
   * left to the directory.
   */
  async withRelated(
    slug: string,
    limit: number,
  ): Promise<{ product: ProductRow; related: ProductRow[] } | undefined> {
    const of = (column: typeof products.categoryId | typeof products.subCategoryId) =>
      sql`(select ${column} from ${products} where ${products.slug} = ${slug})`;
    const part = (n: number) => ({
      ...getTableColumns(products),
      part: sql<number>`${n}::int`.as('part'),
    });
    const others = ne(products.slug, slug);
    const rows = await unionAll(
      this.db.select(part(0)).from(products).where(eq(products.slug, slug)),
      this.db
        .select(part(1))
        .from(products)
        .where(and(sql`${products.subCategoryId} = ${of(products.subCategoryId)}`, others))
        .orderBy(asc(products.id))
        .limit(limit),
      this.db
        .select(part(2))
        .from(products)
        .where(
          and(
            sql`${products.categoryId} = ${of(products.categoryId)}`,
            sql`(${of(products.subCategoryId)} is null or ${products.subCategoryId} is distinct from ${of(products.subCategoryId)})`,
            others,
          ),
        )
        .orderBy(asc(products.id))
        .limit(limit),
    );
    rows.sort((x, y) => x.part - y.part || x.id - y.id);
    const [first, ...rest] = rows;
    if (first?.part !== 0) return undefined;
    const withoutPart = ({ part: _part, ...row }: (typeof rows)[number]): ProductRow => row;
    return { product: withoutPart(first), related: rest.slice(0, limit).map(withoutPart) };
  }

  async findById(id: number): Promise<ProductWithRefs | undefined> {
    const [row] = await this.selectWithRefs().where(eq(products.id, id)).limit(1);
    return row && flatten(row);
  }

  /** The product row, locked until the transaction ends. */
  async lock(id: number): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .select()
      .from(products)
      .where(eq(products.id, id))
      .limit(1)
      .for('update');
    return row;
  }

  async categoryExists(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .limit(1);
    return rows.length > 0;
  }

  /** The category a sub-category belongs to, or undefined when there is no such sub-category. */
  async categoryOfSub(subCategoryId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ categoryId: subCategories.categoryId })
      .from(subCategories)
      .where(eq(subCategories.id, subCategoryId))
      .limit(1);
    return row?.categoryId;
  }

  /** Whether another product (not `exceptId`) has this SKU, ignoring case. */
  async skuTaken(sku: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(sql`lower(${products.sku})`, sku.toLowerCase()));
    return rows.some((row) => row.id !== exceptId);
  }

  /** Slugs equal to `base` or `base-<n>`. */
  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.db
      .select({ slug: products.slug })
      .from(products)
      .where(or(eq(products.slug, base), ilike(products.slug, `${escapeLike(base)}-%`)));
    return rows.map((row) => row.slug);
  }

  async insert(values: ProductValues & { slug: string }): Promise<number> {
    const [row] = await guard(() =>
      this.db.insert(products).values(values).returning({ id: products.id }),
    );
    return row!.id;
  }

  /** Several products at once, with their sales and dates as given: a seed's write. */
  async insertMany(
    rows: (ProductValues & { slug: string; unitsSold: number; createdAt: Date; updatedAt: Date })[],
  ): Promise<void> {
    if (rows.length > 0) await this.db.insert(products).values(rows);
  }

  async update(id: number, values: ProductValues): Promise<void> {
    await guard(() =>
      this.db
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id)),
    );
  }

  /** Deletes the product and answers the row it was, or undefined when there was none. */
  async delete(id: number): Promise<ProductRow | undefined> {
    const [row] = await this.db.delete(products).where(eq(products.id, id)).returning();
    return row;
  }

  private selectWithRefs() {
    return this.db
      .select(withRefs)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .$dynamic();
  }
}

function flatten(row: {
  product: ProductRow;
  categoryName: string;
  subCategoryName: string | null;
}): ProductWithRefs {
  return { ...row.product, categoryName: row.categoryName, subCategoryName: row.subCategoryName };
}

function scopeFilter(scope: ProductScope): SQL | undefined {
  return and(
    scope.categoryId === undefined ? undefined : eq(products.categoryId, scope.categoryId),
    scope.subCategoryIds === undefined
      ? undefined
      : inArray(products.subCategoryId, scope.subCategoryIds),
  );
}

/** A word's letters and digits as a text-search phrase whose last word may be a word start. */
function wordQuery(word: string): string | undefined {
  const parts = word.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return parts ? `${parts.join(' <-> ')}:*` : undefined;
}

/** The same scope on the search table, which keeps each product's category. */
function searchScope(scope: ProductScope): SQL | undefined {
  return and(
    scope.categoryId === undefined ? undefined : eq(productSearch.categoryId, scope.categoryId),
    scope.subCategoryIds === undefined
      ? undefined
      : inArray(productSearch.subCategoryId, scope.subCategoryIds),
  );
}

/** Whether a word is one whole word long enough to be matched as a near miss. */
function nearMissable(word: string): boolean {
  const query = wordQuery(word);
  return query !== undefined && !query.includes(' ') && word.length >= NEAR_MISS_MIN_LENGTH;
}

/** `%word%` on the name, SKU and category; `%`, `_` and `\` taken literally. */
const partOf = (word: string) => ilike(productSearch.title, `%${escapeLike(word)}%`);

/**
 * Every word as a word or word start of the document, in one text-search query the index
 * answers; a word without letters or digits ("%") can only be part of the name, SKU or category.
 */
function strictMatch(words: string[]): SQL {
  const queries = words.map(wordQuery).filter((query) => query !== undefined);
  return and(
    queries.length > 0
      ? sql`${productSearch.document} @@ to_tsquery('english', ${queries.join(' & ')})`
      : undefined,
    ...words.filter((word) => wordQuery(word) === undefined).map(partOf),
  )!;
}

function strictRelevance(words: string[]): SQL {
  const queries = words.map(wordQuery).filter((query) => query !== undefined);
  return queries.length > 0
    ? sql`ts_rank(${productSearch.document}, to_tsquery('english', ${queries.join(' & ')}))`
    : sql`0`;
}

function looseMatch(word: string): SQL {
  const query = wordQuery(word);
  return or(
    partOf(word),
    query === undefined
      ? undefined
      : sql`${productSearch.document} @@ to_tsquery('english', ${query})`,
    nearMissable(word) ? sql`${word} <% ${productSearch.title}` : undefined,
  )!;
}

/**
 * How well a product matches loosely: the text-search rank of any of the words, plus how close
 * the words come to the name, SKU and category (1 when they appear in it as they are, less for
 * parts and near misses).
 */
function looseRelevance(words: string[]): SQL {
  const queries = words.map(wordQuery).filter((query) => query !== undefined);
  const closeness = sql`word_similarity(${words.join(' ')}, ${productSearch.title})`;
  if (queries.length === 0) return closeness;
  const any = queries.map((query) => `(${query})`).join(' | ');
  return sql`ts_rank(${productSearch.document}, to_tsquery('english', ${any})) + ${closeness}`;
}

/** LIKE's wildcards and its escape character (backslash by default) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A write refused by the SKU or slug unique index becomes an error the service can report. */
async function guard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const key = constraintViolation(error)?.constraint;
    if (key === SKU_KEY) throw new SkuTakenError('sku taken');
    if (key === SLUG_KEY) throw new SlugTakenError('slug taken');
    throw error;
  }
}
