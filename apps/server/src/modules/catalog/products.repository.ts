import {
  and,
  asc,
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
import { unionAll, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import {
  ADMIN_PRODUCTS_PER_PAGE_MAX,
  PRODUCTS_PER_PAGE_MAX,
  type ProductSort,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { escapeLike } from '../../db/like';
import { categories, products, productSearch, productWords, subCategories } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';
import type { ProductRow } from './catalog.repository';

/** A product with the names of its category and sub-category. */
export interface ProductWithRefs extends ProductRow {
  categoryName: string;
  subCategoryName: string | null;
}

/**
 * The columns the shop shows of a product (see `toProduct`). The shop's lists, searches and
 * product pages read only these: every column more is more for PostgreSQL to send and for the
 * driver to describe, parse and map on every uncached request (the dates became Date objects,
 * the star counts an array), for nothing a shopper sees.
 */
const shopColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  stock: products.stock,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  description: products.description,
  compareAtPriceCents: products.compareAtPriceCents,
  priceCents: products.priceCents,
  image: products.image,
  additionalImages: products.additionalImages,
  printWidthMm: products.printWidthMm,
  printHeightMm: products.printHeightMm,
  printSize: products.printSize,
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
};

/** A product as the shop shows it. */
export type ShopProductRow = Pick<ProductRow, keyof typeof shopColumns>;

/**
 * A product as the shop's in-memory lists keep it (see ProductShelf): what the shop shows, and
 * the keys of the list orders. The date comes as text that sorts as the timestamps do, to the
 * microsecond, where a JavaScript Date would round it to the millisecond and tie products that
 * PostgreSQL orders.
 */
const shelfColumns = {
  ...shopColumns,
  unitsSold: products.unitsSold,
  ratingScore: products.ratingScore,
  addedAt: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`,
};
export type ShelfRow = ShopProductRow & { unitsSold: number; ratingScore: number; addedAt: string };

/** Which columns a list reads: the shop's, or every column (staff screens). */
export type RowShape = 'shop' | 'staff';
export type RowOf<S extends RowShape> = S extends 'shop' ? ShopProductRow : ProductRow;

const COLUMNS: Record<
  RowShape,
  typeof shopColumns | ReturnType<typeof getTableColumns<typeof products>>
> = {
  shop: shopColumns,
  staff: getTableColumns(products),
};

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
  | 'printSize'
  | 'weightG'
  | 'packageLengthMm'
  | 'packageWidthMm'
  | 'packageHeightMm'
>;

/** Which products a list shows: ids already resolved from names, so the indexes serve it. */
export interface ProductScope {
  categoryId?: number;
  subCategoryIds?: number[];
}

/** The orders of a list: the shop's sorts, the back-office's newest first, and best match. */
export type ProductOrder = ProductSort | 'newest' | 'relevance';

/** A page of the back-office's product list, newest first. */
export interface NewestPageQuery {
  limit: number;
  offset: number;
  /** How many products there are (the catalogue directory counts them). */
  total: number;
}

/** A search's words and scope, and the page of its matches asked for. */
export interface ProductSearchQuery extends ProductScope {
  /** Words that must each match the name, SKU, category or description. */
  words: string[];
  /** Whether a word may also match as part of a word or as a near miss (see `search`). */
  loose: boolean;
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
 * The back-office's order, newest first, and the same order read from the far end: a page past
 * the middle of the list is read from its end, so no page skips more than half the list.
 */
const NEWEST = {
  forward: [desc(products.createdAt), desc(products.id)],
  backward: [asc(products.createdAt), asc(products.id)],
};

/**
 * The orders on the search table, for matches before their rows are read: the shop's sorts (as
 * its shelf orders them, ties by id), the back-office's newest first, and best match first by the
 * rank the search selects as `relevance`.
 */
const SEARCH_ORDER: Record<ProductOrder, SQL[]> = {
  relevance: [desc(sql`relevance`), asc(productSearch.productId)],
  default: [asc(productSearch.productId)],
  popularity: [desc(products.unitsSold), asc(productSearch.productId)],
  latest: [desc(productSearch.createdAt), desc(productSearch.productId)],
  newest: [desc(productSearch.createdAt), desc(productSearch.productId)],
  price_asc: [asc(productSearch.priceCents), asc(productSearch.productId)],
  price_desc: [desc(productSearch.priceCents), asc(productSearch.productId)],
  rating: [desc(products.ratingScore), asc(productSearch.productId)],
};

/** The largest page any list asks for, the shop's or the back-office's. */
const PAGE_SIZE_MAX = Math.max(PRODUCTS_PER_PAGE_MAX, ADMIN_PRODUCTS_PER_PAGE_MAX);

/** How many of the catalogue's words a typed word may stand for, as a part and as a near miss. */
const ALTERNATIVES_MAX = 20;

type PreparedPage = PgPreparedQuery<PreparedQueryConfig & { execute: ProductRow[] }>;
type PreparedSearchIds = PgPreparedQuery<
  PreparedQueryConfig & { execute: { id: number; total: number }[] }
>;
type PreparedSearch = PgPreparedQuery<
  PreparedQueryConfig & { execute: { product: ShopProductRow; total: number }[] }
>;

const withRefs = {
  product: products,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
};

/** The queries of products: lists, pages, lookups and writes. */
export class ProductsRepository {
  private readonly pageStatements = new Map<string, PreparedPage>();
  private readonly searchStatements = new Map<string, PreparedSearch>();
  private readonly searchIdStatements = new Map<string, PreparedSearchIds>();
  private readonly relatedStatements = new Map<
    number,
    ReturnType<ProductsRepository['prepareWithRelated']>
  >();

  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ProductsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProductsRepository(tx)));
  }

  /** Records a staff action in this repository's transaction, so it commits with the change. */
  audit(actor: AuditActor, record: AuditRecord): Promise<void> {
    return recordStaffAction(this.db, actor, record);
  }

  /** Every product as the shop's lists keep it, or only those of `ids` that still exist. */
  async shelfRows(ids?: readonly number[]): Promise<ShelfRow[]> {
    const select = this.db.select(shelfColumns).from(products).$dynamic();
    return ids ? select.where(inArray(products.id, [...ids])) : select;
  }

  /**
   * One page of the back-office's list, newest first, in one query: the page's ids are picked
   * from the date's index alone (no row is read for the products skipped), then only those rows
   * are read. A page past the middle is picked from the far end.
   */
  async newestPage(query: NewestPageQuery): Promise<ProductRow[]> {
    const { total, offset, limit } = query;
    if (limit > PAGE_SIZE_MAX) throw new RangeError(`a page holds at most ${PAGE_SIZE_MAX}`);
    if (offset >= total) return [];
    const fromEnd = offset > total - offset - limit;
    const count = Math.min(limit, total - offset);
    return this.pageStatement(fromEnd).execute({
      limit: fromEnd ? count : limit,
      offset: fromEnd ? total - offset - count : offset,
    });
  }

  /**
   * The page query of one direction, prepared once: it is neither built again by Drizzle nor
   * parsed and planned again by PostgreSQL on a connection that has run it before.
   */
  private pageStatement(fromEnd: boolean) {
    const name = `products_newest_page_${fromEnd ? 'backward' : 'forward'}`;
    let statement = this.pageStatements.get(name);
    if (!statement) {
      statement = pageQuery(this.db, fromEnd).prepare(name);
      this.pageStatements.set(name, statement);
    }
    return statement;
  }

  /**
   * One page of the products matching every word, newest first, with how many match, in one
   * prepared query (the back-office's search): the matches are found and counted on the search
   * table alone (read through its index), put in date order on its own copies of the dates, and
   * only the page's rows are read from the products table.
   *
   * A word matches the words and word starts of the search document (stemmed: "frames" finds
   * "frame"; name and SKU weigh most, then category, then description). With `loose`, it may
   * also be a part of a word of a name, SKU or category ("lit" finds "Backlit") or, from four
   * letters, a near miss of one ("banenr" finds "Banner"): those words are looked up in the
   * catalogue's words, then searched as if typed, in the same statement. Characters other than
   * letters and digits only separate words.
   */
  async search<S extends RowShape>(
    query: ProductSearchQuery & { shape: S },
  ): Promise<{ rows: RowOf<S>[]; total: number }> {
    const found = await this.runSearch(query, () =>
      this.searchStatement(query.shape, query.loose, scopeKind(query)),
    );
    // The statement of this shape read these columns.
    return { rows: found.rows.map((row) => row.product as RowOf<S>), total: found.total };
  }

  /**
   * As `search`, but only the page's product ids, in order: for a caller that holds the products
   * already (the shop's shelf), so that neither the products table is read nor its rows sent.
   */
  async searchIds(
    query: ProductSearchQuery & { sort: ProductOrder },
  ): Promise<{ ids: number[]; total: number }> {
    const found = await this.runSearch(query, () =>
      this.searchIdsStatement(query.loose, scopeKind(query), query.sort),
    );
    return { ids: found.rows.map((row) => row.id), total: found.total };
  }

  /** Runs a search statement with the query's values; see `search`. */
  private async runSearch<R extends { total: number }>(
    query: ProductSearchQuery,
    statement: () => PgPreparedQuery<PreparedQueryConfig & { execute: R[] }>,
  ): Promise<{ rows: R[]; total: number }> {
    const parts = query.words.map(wordParts).filter((word) => word.length > 0);
    if (parts.length === 0) return { rows: [], total: 0 };
    const prepared = statement();
    const values = {
      // As typed, in tsquery's syntax; a loose search works its query out from the words.
      ...(query.loose
        ? { words: parts.flat() }
        : { query: parts.map((word) => `${word.join(' <-> ')}:*`).join(' & ') }),
      categoryId: query.categoryId,
      subCategoryIds: query.subCategoryIds,
      limit: query.limit,
      offset: query.offset,
    };
    const rows = await prepared.execute(values);
    if (rows.length > 0 || query.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    // Past the last page: no row carries the count, the first page's first row does.
    const [first] = await prepared.execute({ ...values, limit: 1, offset: 0 });
    return { rows: [], total: first?.total ?? 0 };
  }

  /**
   * The search query of one kind (as typed, or loose) and scope, newest first, prepared once like
   * the list's: the page's rows of the shape, read from the products table for the page's matches.
   */
  private searchStatement(shape: RowShape, loose: boolean, kind: ScopeKind) {
    const name = `products_search_${shape}_${loose ? 'loose' : 'typed'}_${kind}`;
    let statement = this.searchStatements.get(name);
    if (statement) return statement;
    const { searchQuery, matches } = this.searchMatches(loose, kind, 'newest');
    const page = matches(this.db).as('page');
    statement = this.db
      .with(searchQuery)
      .select({ product: COLUMNS[shape], total: page.total })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .orderBy(...NEWEST.forward)
      .prepare(name);
    this.searchStatements.set(name, statement);
    return statement;
  }

  /** The search query of `searchIds`: the page's matches alone, in order. */
  private searchIdsStatement(loose: boolean, kind: ScopeKind, sort: ProductOrder) {
    const name = `products_search_ids_${loose ? 'loose' : 'typed'}_${kind}_${sort}`;
    let statement = this.searchIdStatements.get(name);
    if (statement) return statement;
    const { searchQuery, matches } = this.searchMatches(loose, kind, sort);
    statement = matches(this.db.with(searchQuery)).prepare(name);
    this.searchIdStatements.set(name, statement);
    return statement;
  }

  /**
   * One page of the matches of a search statement: their ids and how many match. Its text-search
   * query is worked out first, once per run, in a CTE: a loose one from the catalogue's words
   * (see `looseQuery`), in the same round trip as the search. Given in place, `to_tsquery` of a
   * parameter is parsed and stemmed again for every match the ranking and the index's recheck
   * look at, which doubled the cost of a broad search.
   *
   * Matches are found, ranked and counted on the search table alone (read through its index),
   * and put in price or date order on its own copies of them; only the best-seller and rating
   * orders read each match's product row for its sales or score.
   */
  private searchMatches(loose: boolean, kind: ScopeKind, sort: ProductOrder) {
    const searchQuery = this.db.$with('search_query', { q: sql<string>`q` }).as(
      loose
        ? // The words behind a sub-select: the planner then prices every run alike and keeps
          // one plan, where seeing each run's words made it plan each one again (0.6 ms, as
          // much as the search itself).
          sql`select ${looseQuery(sql`(select ${sql.placeholder('words')}::text[])`)} as q`
        : sql`select to_tsquery('english', ${sql.placeholder('query')}) as q`,
    );
    const tsquery = sql`(select q from ${searchQuery})`;
    const where = and(sql`${productSearch.document} @@ ${tsquery}`, searchScope(kind));
    const ranked = sort === 'relevance';
    const matches = (db: Pick<Database, 'select'>) => {
      const selected = db
        .select({
          id: productSearch.productId,
          ...(ranked
            ? {
                relevance: sql<number>`ts_rank(${productSearch.document}, ${tsquery})`.as(
                  'relevance',
                ),
              }
            : {}),
          total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        })
        .from(productSearch)
        .$dynamic();
      return (
        sort === 'popularity' || sort === 'rating'
          ? selected.innerJoin(products, eq(products.id, productSearch.productId))
          : selected
      )
        .where(where)
        .orderBy(...SEARCH_ORDER[sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    };
    return { searchQuery, matches };
  }

  /**
   * The product by its slug with up to `limit` others of its category, those of its sub-category
   * first, in one query: each part on an index, none sorting the category. Category names are
   * left to the directory.
   */
  async withRelated(
    slug: string,
    limit: number,
  ): Promise<{ product: ShopProductRow; related: ShopProductRow[] } | undefined> {
    let statement = this.relatedStatements.get(limit);
    if (!statement) {
      statement = this.prepareWithRelated(limit);
      this.relatedStatements.set(limit, statement);
    }
    const rows = await statement.execute({ slug });
    rows.sort((x, y) => x.part - y.part || x.id - y.id);
    const [first, ...rest] = rows;
    if (first?.part !== 0) return undefined;
    const withoutPart = ({ part: _part, ...row }: (typeof rows)[number]): ShopProductRow => row;
    return { product: withoutPart(first), related: rest.slice(0, limit).map(withoutPart) };
  }

  /**
   * The product page's query, prepared once like the lists' (its parts numbered 0, 1, 2), with
   * the number of related products written out for the reason the lists' LIMIT is.
   */
  private prepareWithRelated(related: number) {
    const slug = sql.placeholder('slug');
    const limit = writtenOut(related);
    const of = (column: typeof products.categoryId | typeof products.subCategoryId) =>
      sql`(select ${column} from ${products} where ${products.slug} = ${slug})`;
    const part = (n: number) => ({
      ...shopColumns,
      part: sql<number>`${n}::int`.as('part'),
    });
    const others = ne(products.slug, slug);
    return unionAll(
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
    ).prepare(`products_with_related_${related}`);
  }

  async findById(id: number): Promise<ProductWithRefs | undefined> {
    const [row] = await this.selectWithRefs().where(eq(products.id, id)).limit(1);
    return row && flatten(row);
  }

  /** Weight and package size of each product named, for pricing a delivery. */
  parcels(ids: number[]) {
    return this.db
      .select({
        id: products.id,
        weightG: products.weightG,
        lengthMm: products.packageLengthMm,
        widthMm: products.packageWidthMm,
        heightMm: products.packageHeightMm,
      })
      .from(products)
      .where(inArray(products.id, ids));
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

/**
 * The back-office's page query in one direction, its values left as placeholders (`limit`,
 * `offset`): the page's ids are picked from the date's index, then their rows read.
 */
function pageQuery(db: Database, fromEnd: boolean) {
  // The ids are picked with a written-out LIMIT (see `writtenOut`), then cut to the page.
  const ids = sql`
    select ${products.id} from ${products}
    order by ${sql.join(fromEnd ? NEWEST.backward : NEWEST.forward, sql`, `)}
    limit ${writtenOut(PAGE_SIZE_MAX)} offset ${sql.placeholder('offset')}`;
  return db
    .select()
    .from(products)
    .where(sql`${products.id} = any((array(${ids}))[1:${sql.placeholder('limit')}::int])`)
    .orderBy(...NEWEST.forward);
}

/**
 * What a scope filters on: a category, sub-categories (a path such as "Indoor" may name one in
 * several categories, so they are a list), both, or nothing.
 */
type ScopeKind = 'all' | 'category' | 'sub' | 'category_sub';

function scopeKind(scope: ProductScope): ScopeKind {
  const category = scope.categoryId !== undefined;
  if (scope.subCategoryIds === undefined) return category ? 'category' : 'all';
  return category ? 'category_sub' : 'sub';
}

/**
 * A LIMIT written into a prepared statement rather than sent as a value. Given a value, the
 * planner guesses that a tenth of the table is wanted, finds the plan it could keep for every
 * value dearer than one made for the values at hand, and so plans the statement again each time it
 * runs. Drizzle renders an SQL object given as the limit as it is; its type only names numbers and
 * placeholders.
 */
function writtenOut(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`bad limit ${limit}`);
  return sql.raw(String(limit)) as unknown as number;
}

/** A word's letters and digits, lowercase: the parts a text search sees in it. */
function wordParts(word: string): string[] {
  return word.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The text-search query of a loose search of `words` (a text[]): each word as typed or as a word
 * start, or as any of the catalogue's words it is a part of (from three characters) or a near
 * miss of (from four letters: one edit away, or two when the first letter is right, which covers
 * two letters swapped); every word is needed. The words found are stemmed as the document's
 * are, since the catalogue's words hold them as written too. Stop words alone ("the") leave no
 * query (null): then nothing matches.
 */
function looseQuery(words: SQL): SQL {
  return sql`(
    select string_agg('(' || q.query || ')', ' & ')::tsquery
    from (
      select nullif((to_tsquery('english', typed.word || ':*') || coalesce((
        select to_tsquery('english', string_agg(quote_literal(found.word) || ':AB', ' | '))
        from (
          (select ${productWords.word} as word from ${productWords}
           where length(typed.word) >= 3 and ${productWords.word} like '%' || typed.word || '%'
           limit ${writtenOut(ALTERNATIVES_MAX)})
          union
          (select ${productWords.word} from ${productWords}
           where length(typed.word) >= 4 and ${productWords.word} ~ '^[a-z]+$'
             and length(${productWords.word}) between length(typed.word) - 2 and length(typed.word) + 2
             and levenshtein_less_equal(${productWords.word}, typed.word, 2)
               <= case when left(${productWords.word}, 1) = left(typed.word, 1) then 2 else 1 end
           limit ${writtenOut(ALTERNATIVES_MAX)})
        ) found
      ), ''::tsquery))::text, '') as query
      from unnest(${words}) as typed (word)
    ) q)`;
}

/** The scope on the search table, which keeps each product's category; values as placeholders. */
function searchScope(kind: ScopeKind): SQL | undefined {
  return and(
    kind === 'category' || kind === 'category_sub'
      ? eq(productSearch.categoryId, sql.placeholder('categoryId'))
      : undefined,
    kind === 'sub' || kind === 'category_sub'
      ? sql`${productSearch.subCategoryId} = any(${sql.placeholder('subCategoryIds')}::int[])`
      : undefined,
  );
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
