import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { ProductSort } from '@backlit/domain';
import type { Database } from '../../db/client';
import { products, productSearch, productWords } from '../../db/schema';
import {
  COLUMNS,
  PAGE_SIZE_MAX,
  writtenOut,
  type RowOf,
  type RowShape,
  type ShopProductRow,
} from './products.repository';

/** Which products a list shows: ids already resolved from names, so the indexes serve it. */
export interface ProductScope {
  categoryId?: number;
  subCategoryIds?: number[];
}

/** A page of the shop's list of a scope, in one of its orders. */
export interface ProductListQuery extends ProductScope {
  sort: ProductSort;
  limit: number;
  offset: number;
  /** How many products the scope holds (the catalogue directory counts them). */
  total: number;
}

/** A search's orders: the shop's list orders, best match first, and the back-office's newest first. */
export type SearchOrder = ProductSort | 'relevance' | 'newest';

/** A search's words, scope and order, and the page of its matches asked for. */
export interface ProductSearchQuery<S extends RowShape = RowShape> extends ProductScope {
  /** Which columns the rows carry: the shop's, or every column (staff screens). */
  shape: S;
  /** Words that must each match the name, SKU, category or description. */
  words: string[];
  sort: SearchOrder;
  limit: number;
  offset: number;
}

/** The shop's product lists and the catalogue's search, answered by PostgreSQL. */
export interface ProductSearch {
  list(query: ProductListQuery): Promise<ShopProductRow[]>;
  search<S extends RowShape>(
    query: ProductSearchQuery<S>,
  ): Promise<{ rows: RowOf<S>[]; total: number }>;
}

/** A size as people type it: '85x200', '85 x 200', '85×200'. */
const SIZE = /(\d+)\s*[x×]\s*(\d+)/gi;

/**
 * The search box's words; none when it is blank. A size is its two numbers, as the shop writes
 * sizes ('85 × 200 cm'), so '85x200' finds them.
 */
export function searchWords(q: string | undefined): string[] {
  return q?.replace(SIZE, '$1 $2').split(/\s+/).filter(Boolean) ?? [];
}

/**
 * Each list order, and the same order read from the far end: a page past the middle of a list is
 * read from its end, so no page skips more than half the list. Each has an index (see schema);
 * the id breaks every tie.
 */
const LIST_ORDER: Record<ProductSort, { forward: SQL[]; backward: SQL[] }> = {
  default: { forward: [asc(products.id)], backward: [desc(products.id)] },
  popularity: {
    forward: [desc(products.unitsSold), asc(products.id)],
    backward: [asc(products.unitsSold), desc(products.id)],
  },
  latest: {
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
  rating: {
    forward: [desc(products.ratingScore), asc(products.id)],
    backward: [asc(products.ratingScore), desc(products.id)],
  },
};

/**
 * The orders of a search's matches on the search table, before their rows are read: price and
 * date on its own copies of them, sales and score on the product rows (which every order and
 * review rewrites), best match by `ts_rank`; ties by id as in the lists.
 */
const MATCH_ORDER: Record<SearchOrder, SQL[]> = {
  relevance: [desc(sql`relevance`), asc(productSearch.productId)],
  default: [asc(productSearch.productId)],
  popularity: [desc(products.unitsSold), asc(productSearch.productId)],
  latest: [desc(productSearch.createdAt), desc(productSearch.productId)],
  newest: [desc(productSearch.createdAt), desc(productSearch.productId)],
  price_asc: [asc(productSearch.priceCents), asc(productSearch.productId)],
  price_desc: [desc(productSearch.priceCents), asc(productSearch.productId)],
  rating: [desc(products.ratingScore), asc(productSearch.productId)],
};

/** How many of the catalogue's words a typed word may stand for, as a part and as a near miss. */
const ALTERNATIVES_MAX = 20;

type PreparedList = PgPreparedQuery<PreparedQueryConfig & { execute: ShopProductRow[] }>;
type PreparedSearch = PgPreparedQuery<
  PreparedQueryConfig & { execute: { product: ShopProductRow; total: number }[] }
>;

/**
 * The shop's lists and the catalogue's search (the shop's, the back-office's product list and its
 * top bar), each a statement prepared once per kind: neither built again by Drizzle nor parsed
 * and planned again by PostgreSQL on a connection that has run it before.
 */
export class ProductSearchRepository implements ProductSearch {
  private readonly listStatements = new Map<string, PreparedList>();
  private readonly searchStatements = new Map<string, PreparedSearch>();

  constructor(private readonly db: Database) {}

  /**
   * One page of the scope in the asked order, in one query: the page's ids are picked from the
   * order's index alone (no row is read for the products skipped), then only those rows are
   * read. A page past the middle is picked from the far end.
   */
  async list(query: ProductListQuery): Promise<ShopProductRow[]> {
    const { total, offset, limit } = query;
    if (limit > PAGE_SIZE_MAX) throw new RangeError(`a page holds at most ${PAGE_SIZE_MAX}`);
    if (offset >= total) return [];
    const fromEnd = offset > total - offset - limit;
    const count = Math.min(limit, total - offset);
    const kind = scopeKind(query);
    const name = `product_list_${query.sort}_${fromEnd ? 'backward' : 'forward'}_${kind}`;
    let statement = this.listStatements.get(name);
    if (!statement) {
      statement = listQuery(this.db, query.sort, fromEnd, kind).prepare(name);
      this.listStatements.set(name, statement);
    }
    return statement.execute({
      categoryId: query.categoryId,
      subCategoryIds: query.subCategoryIds,
      limit: fromEnd ? count : limit,
      offset: fromEnd ? total - offset - count : offset,
    });
  }

  /**
   * One page of the products matching every word, with how many match. A word matches the words
   * and word starts of the search document (stemmed: "frames" finds "frame"; name and SKU weigh
   * most, then category, then description). Only when that finds nothing, a word may also be a
   * part of a word of a name, SKU or category ("lit" finds "Backlit") or, from four letters, a
   * near miss of one ("banenr" finds "Banner"): a shopper who typed a word right sees the
   * products that have it, one who typed part of it or mistyped it still finds something.
   * Characters other than letters and digits only separate words. One statement decides which
   * and answers, so a mistyped search waits for a connection of the pool once, as any other.
   */
  async search<S extends RowShape>(
    query: ProductSearchQuery<S>,
  ): Promise<{ rows: RowOf<S>[]; total: number }> {
    const parts = query.words.map(wordParts).filter((word) => word.length > 0);
    if (parts.length === 0) return { rows: [], total: 0 };
    const kind = scopeKind(query);
    const name = `product_search_${query.shape}_${query.sort}_${kind}`;
    let statement = this.searchStatements.get(name);
    if (!statement) {
      statement = searchQuery(this.db, query.shape, query.sort, kind).prepare(name);
      this.searchStatements.set(name, statement);
    }
    const values = {
      ...searchValues(parts),
      categoryId: query.categoryId,
      subCategoryIds: query.subCategoryIds,
      limit: query.limit,
      offset: query.offset,
    };
    const rows = await statement.execute(values);
    // Past the last page no row carries the count: the first page's first row does.
    const total =
      rows.length > 0 || query.offset === 0
        ? (rows[0]?.total ?? 0)
        : ((await statement.execute({ ...values, limit: 1, offset: 0 }))[0]?.total ?? 0);
    // The statement of this shape read these columns.
    return { rows: rows.map((row) => row.product as RowOf<S>), total };
  }

  /**
   * The text-search query a search of the words runs, as PostgreSQL writes it (empty when there
   * is none): as typed, or loose (see `search`). What the search's statements compute in their
   * first step, for a reader who wants to see why a product matched or ranked as it did.
   */
  async textQuery(words: string[], loose: boolean): Promise<string> {
    const parts = words.map(wordParts).filter((word) => word.length > 0);
    if (parts.length === 0) return '';
    const q = loose ? looseQuery(sql`(select ${sql.placeholder('words')}::text[])`) : typedQuery();
    const [row] = await this.db
      .select({ q: sql<string>`coalesce((${q})::text, '')` })
      .from(sql`(select 1) as one`)
      .prepare(`product_search_text_query_${loose ? 'loose' : 'typed'}`)
      .execute(searchValues(parts));
    return row?.q ?? '';
  }
}

/**
 * The list query of one order, direction and kind of scope, its values left as placeholders
 * (`categoryId`, `subCategoryIds`, `limit`, `offset`): the page's ids are picked from the order's
 * index with a written-out LIMIT (see `writtenOut`), then cut to the page and their rows read.
 */
export function listQuery(db: Database, sort: ProductSort, fromEnd: boolean, kind: ScopeKind) {
  const order = LIST_ORDER[sort];
  const scope = scopeOn(kind, products);
  const ids = sql`
    select ${products.id} from ${products}
    ${scope ? sql`where ${scope}` : sql``}
    order by ${sql.join(fromEnd ? order.backward : order.forward, sql`, `)}
    limit ${writtenOut(PAGE_SIZE_MAX)} offset ${sql.placeholder('offset')}`;
  return db
    .select(COLUMNS.shop)
    .from(products)
    .where(sql`${products.id} = any((array(${ids}))[1:${sql.placeholder('limit')}::int])`)
    .orderBy(...order.forward);
}

/**
 * The search query of one shape, order and scope. Its text-search query is worked out first, once
 * per run, in a CTE (see `textSearchQuery`). The matches are found, ranked and counted on the
 * search table alone (read through its index), put in price or date order on its own copies of
 * them (the sales and rating orders read each match's product row); only the page's rows are
 * read from the products table.
 */
function searchQuery(db: Database, shape: RowShape, sort: SearchOrder, kind: ScopeKind) {
  const { searchQuery: text, tsquery } = textSearchQuery(db, kind);
  const ranked = sort === 'relevance';
  const matches = db
    .select({
      id: productSearch.productId,
      ...(ranked
        ? { relevance: sql<number>`ts_rank(${productSearch.document}, ${tsquery})`.as('relevance') }
        : {}),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(productSearch)
    .$dynamic();
  const page = (
    sort === 'popularity' || sort === 'rating'
      ? matches.innerJoin(products, eq(products.id, productSearch.productId))
      : matches
  )
    .where(and(sql`${productSearch.document} @@ ${tsquery}`, scopeOn(kind, productSearch)))
    .orderBy(...MATCH_ORDER[sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const order = ranked
    ? [desc(sql`"page"."relevance"`), asc(products.id)]
    : LIST_ORDER[sort === 'newest' ? 'latest' : sort].forward;
  return db
    .with(text)
    .select({ product: COLUMNS[shape], total: page.total })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .orderBy(...order);
}

/**
 * A search's text-search query, worked out once per run in a CTE (`search_query`, its column
 * `q`): as typed, each word as a word or word start, when that finds something in the scope;
 * else loose, from the catalogue's words (see `looseQuery`). A `case` works out only the branch
 * it takes, so only a mistyped search pays for the loose reading. Given in place, `to_tsquery` of
 * a parameter is parsed and stemmed again for every match the ranking and the index's recheck
 * look at.
 */
function textSearchQuery(db: Database, kind: ScopeKind) {
  const scope = scopeOn(kind, productSearch);
  const searchQuery = db.$with('search_query', { q: sql<string>`q` }).as(
    sql`select case
        when exists (select from ${productSearch}
          where ${productSearch.document} @@ typed.q ${scope ? sql`and ${scope}` : sql``})
        then typed.q
        -- The words behind a sub-select: the planner then prices every run alike and keeps
        -- one plan, where seeing each run's words made it plan each one again.
        else ${looseQuery(sql`(select ${sql.placeholder('words')}::text[])`)}
      end as q
      from (select ${typedQuery()} as q) as typed`,
  );
  return { searchQuery, tsquery: sql`(select q from ${searchQuery})` };
}

/** The text-search query of the words as typed (the placeholder `query`, see `searchValues`). */
function typedQuery(): SQL {
  return sql`to_tsquery('english', ${sql.placeholder('query')})`;
}

/** The values of the placeholders of the typed and the loose text-search query of the words. */
function searchValues(parts: string[][]) {
  return { query: parts.map(typedWord).join(' & '), words: parts.flat() };
}

/** A word's letters and digits, lowercase: the parts a text search sees in it. */
function wordParts(word: string): string[] {
  return word.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word as typed, in tsquery's syntax: its parts in a row, the last one as a word start. */
function typedWord(parts: string[]): string {
  return `${parts.join(' <-> ')}:*`;
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

/**
 * What a scope filters on: a category, sub-categories (a path such as "Indoor" may name one in
 * several categories, so they are a list), both, or nothing.
 */
export type ScopeKind = 'all' | 'category' | 'sub' | 'category_sub';

function scopeKind(scope: ProductScope): ScopeKind {
  const category = scope.categoryId !== undefined;
  if (scope.subCategoryIds === undefined) return category ? 'category' : 'all';
  return category ? 'category_sub' : 'sub';
}

/**
 * The filter of a kind of scope on the products or on the search table (which keeps each
 * product's category), its values left as placeholders.
 */
function scopeOn(
  kind: ScopeKind,
  table: { categoryId: AnyPgColumn; subCategoryId: AnyPgColumn },
): SQL | undefined {
  return and(
    kind === 'category' || kind === 'category_sub'
      ? eq(table.categoryId, sql.placeholder('categoryId'))
      : undefined,
    kind === 'sub' || kind === 'category_sub'
      ? sql`${table.subCategoryId} = any(${sql.placeholder('subCategoryIds')}::int[])`
      : undefined,
  );
}
