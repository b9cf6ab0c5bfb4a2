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
import { ADMIN_PRODUCTS_PER_PAGE_MAX, PRODUCTS_PER_PAGE_MAX } from '@backlit/domain';
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
  document: sql<string>`coalesce(${productSearch.document}::text, '')`,
};
export type ShelfRow = ShopProductRow & {
  unitsSold: number;
  ratingScore: number;
  addedAt: string;
  /** The product's search document, as PostgreSQL writes it as text. */
  document: string;
};

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

/** Newest first on the search table's own copies of the dates, for matches before their rows are read. */
const SEARCH_NEWEST = [desc(productSearch.createdAt), desc(productSearch.productId)];

/** The largest page any list asks for, the shop's or the back-office's. */
const PAGE_SIZE_MAX = Math.max(PRODUCTS_PER_PAGE_MAX, ADMIN_PRODUCTS_PER_PAGE_MAX);

/** How many of the catalogue's words a typed word may stand for, as a part and as a near miss. */
const ALTERNATIVES_MAX = 20;

type PreparedPage = PgPreparedQuery<PreparedQueryConfig & { execute: ProductRow[] }>;
type PreparedTextQuery = PgPreparedQuery<PreparedQueryConfig & { execute: { q: string }[] }>;
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
  private typedWordsStatement: PreparedTextQuery | undefined;
  private looseQueryStatement: PreparedTextQuery | undefined;
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
    const select = this.db
      .select(shelfColumns)
      .from(products)
      .leftJoin(productSearch, eq(productSearch.productId, products.id))
      .$dynamic();
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
    const parts = query.words.map(wordParts).filter((word) => word.length > 0);
    if (parts.length === 0) return { rows: [], total: 0 };
    const prepared = this.searchStatement(query.shape, query.loose, scopeKind(query));
    const values = {
      ...searchValues(parts, query.loose),
      categoryId: query.categoryId,
      subCategoryIds: query.subCategoryIds,
      limit: query.limit,
      offset: query.offset,
    };
    const rows = await prepared.execute(values);
    // Past the last page no row carries the count: the first page's first row does.
    const total =
      rows.length > 0 || query.offset === 0
        ? (rows[0]?.total ?? 0)
        : ((await prepared.execute({ ...values, limit: 1, offset: 0 }))[0]?.total ?? 0);
    // The statement of this shape read these columns.
    return { rows: rows.map((row) => row.product as RowOf<S>), total };
  }

  /**
   * How a search as typed reads each word, as PostgreSQL writes its text-search query: the
   * word's parts in a row, the last one as a word start, stemmed; empty for a word of stop words
   * alone or without letters or digits.
   */
  async typedWords(words: string[]): Promise<string[]> {
    this.typedWordsStatement ??= this.db
      .select({ q: sql<string>`coalesce(to_tsquery('english', word)::text, '')` })
      .from(sql`unnest(${sql.placeholder('words')}::text[]) with ordinality as typed (word, n)`)
      .orderBy(sql`n`)
      .prepare('products_typed_words');
    const rows = await this.typedWordsStatement.execute({
      words: words.map((word) => typedWord(wordParts(word))),
    });
    return rows.map((row) => row.q);
  }

  /**
   * The text-search query of a loose search of the words (see `search`), as PostgreSQL writes
   * it; empty when no word is left to look for.
   */
  async looseTextQuery(words: string[]): Promise<string> {
    const parts = words.map(wordParts).filter((word) => word.length > 0);
    if (parts.length === 0) return '';
    this.looseQueryStatement ??= (() => {
      const { searchQuery } = searchQueryOf(this.db, true);
      return this.db
        .with(searchQuery)
        .select({ q: sql<string>`coalesce(q::text, '')` })
        .from(searchQuery)
        .prepare('products_loose_query');
    })();
    const [row] = await this.looseQueryStatement.execute(searchValues(parts, true));
    return row?.q ?? '';
  }

  /**
   * The search query of one kind (as typed, or loose) and scope, prepared once like the list's.
   * Its text-search query is worked out first, once per run, in a CTE (see `searchQueryOf`).
   * The matches are found and counted on the search table alone (read through its index) and put
   * in date order on its own copies of the dates; only the page's rows are read from the
   * products table.
   */
  private searchStatement(shape: RowShape, loose: boolean, kind: ScopeKind) {
    const name = `products_search_${shape}_${loose ? 'loose' : 'typed'}_${kind}`;
    let statement = this.searchStatements.get(name);
    if (statement) return statement;
    const { searchQuery, tsquery } = searchQueryOf(this.db, loose);
    const page = this.db
      .select({
        id: productSearch.productId,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(productSearch)
      .where(and(sql`${productSearch.document} @@ ${tsquery}`, searchScope(kind)))
      .orderBy(...SEARCH_NEWEST)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
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
 * A search's text-search query, worked out once per run in a CTE (`search_query`, its column
 * `q`): as typed, each word as a word or word start; loose, from the catalogue's words (see
 * `looseQuery`), in the same round trip as what uses it. Given in place, `to_tsquery` of a
 * parameter is parsed and stemmed again for every match the index's recheck looks at.
 */
function searchQueryOf(db: Database, loose: boolean) {
  const searchQuery = db.$with('search_query', { q: sql<string>`q` }).as(
    loose
      ? // The words behind a sub-select: the planner then prices every run alike and keeps
        // one plan, where seeing each run's words made it plan each one again (0.6 ms, as
        // much as the search itself).
        sql`select ${looseQuery(sql`(select ${sql.placeholder('words')}::text[])`)} as q`
      : sql`select to_tsquery('english', ${sql.placeholder('query')}) as q`,
  );
  return { searchQuery, tsquery: sql`(select q from ${searchQuery})` };
}

/** The values of `searchQueryOf`'s placeholders for the words' parts. */
function searchValues(parts: string[][], loose: boolean) {
  return loose ? { words: parts.flat() } : { query: parts.map(typedWord).join(' & ') };
}

/** A word as typed, in tsquery's syntax: its parts in a row, the last one as a word start. */
function typedWord(parts: string[]): string {
  return parts.length > 0 ? `${parts.join(' <-> ')}:*` : '';
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
