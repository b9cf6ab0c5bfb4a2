import type { ProductSort } from '@backlit/domain';
import type { TagChange } from '../../platform/read-tags';
import { CATALOG_CACHE_TTL_MS, taggedProduct } from './catalog-cache';
import type { ProductScope, ProductsRepository, ShelfRow } from './products.repository';
import { parseTextQuery, TextIndex, type DocumentSet } from './text-search';

/** A search's orders: the lists' and best match first. */
export type SearchOrder = ProductSort | 'relevance';

/** Each list order as a comparison: the repository's orders, ties broken the same way. */
const COMPARE: Record<ProductSort, (a: ShelfRow, b: ShelfRow) => number> = {
  default: (a, b) => a.id - b.id,
  popularity: (a, b) => b.unitsSold - a.unitsSold || a.id - b.id,
  latest: (a, b) => (a.addedAt === b.addedAt ? b.id - a.id : a.addedAt < b.addedAt ? 1 : -1),
  price_asc: (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  price_desc: (a, b) => b.priceCents - a.priceCents || a.id - b.id,
  rating: (a, b) => b.ratingScore - a.ratingScore || a.id - b.id,
};

/** The orders a change of each key can move. */
const ORDERS_BY_KEY: [keyof ShelfRow, ProductSort[]][] = [
  ['priceCents', ['price_asc', 'price_desc']],
  ['unitsSold', ['popularity']],
  ['ratingScore', ['rating']],
  ['addedAt', ['latest']],
];

export interface ShelfOptions {
  ttlMs?: number;
  now?: () => number;
}

/**
 * The products' search documents, numbered in the order of their ids (so that the numbers break
 * ties as the ids do), with each product's number and, for each order a search asked for, the
 * numbers in that order as of the list it was read from.
 */
interface SearchIndex {
  index: TextIndex;
  rows: ShelfRow[];
  numbers: Map<number, number>;
  orders: Map<ProductSort, { rows: ShelfRow[]; numbers: Int32Array }>;
  /** Scratch space, a flag and a sort key for each document, kept between searches. */
  picked: Uint8Array;
  keys: Float64Array;
}

interface Stock {
  byId: Map<number, ShelfRow>;
  /** Each list asked for so far, by order and scope, drawn from `byId`'s rows. */
  lists: Map<string, { sort: ProductSort; rows: ShelfRow[] }>;
  /** The products' search documents, once a search has asked for them. */
  search?: SearchIndex;
  /** The change after which every product was last read. */
  loadedAt: number;
  expires: number;
}

/**
 * Every product of the shop, in memory, for the shop's lists: a list that misses the answer
 * cache is a slice of an ordered array instead of a query. A few thousand products take a few
 * megabytes; reading them all again takes tens of milliseconds.
 *
 * It hears the catalogue cache's changes (this instance's and, through them, the others'): the
 * products a change names are read again before the next list is answered, so no list shows
 * stock or a price older than the last write the shop was told about. A change that names no
 * product has everything read again; so does the end of the cache's lifetime, behind the
 * answers, which bounds staleness when another process writes the database unannounced.
 *
 * Orders are kept while a change does not move them: a sale changes a product's stock in place,
 * and only the best-seller order is sorted again.
 */
export class ProductShelf {
  private stock: Stock | undefined;
  /** Moves on at every change heard; `synced` is the last change the shelf reflects. */
  private version = 0;
  private synced = 0;
  /** When a change last named no product, so that every product must be read again. */
  private wholeAt = 0;
  /** The shelf outlived its lifetime: every product is read again, lists are not held for it. */
  private lifetimeOver = false;
  /** Products named by a change since they were last read, with that change. */
  private readonly dirty = new Map<number, number>();
  private syncing: Promise<void> | undefined;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: Pick<ProductsRepository, 'shelfRows'>,
    options: ShelfOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** A page of the scope in this order, with how many products the scope holds. */
  async page(
    scope: ProductScope,
    sort: ProductSort,
    offset: number,
    limit: number,
  ): Promise<{ rows: ShelfRow[]; total: number }> {
    const list = this.list(await this.current(), scope, sort);
    return { rows: list.slice(offset, offset + limit), total: list.length };
  }

  /**
   * A page of the scope's products that match a text-search query PostgreSQL wrote (see
   * `text-search.ts`), best match first or in a list's order, with how many match. The query is
   * matched and ranked as the database would, against the documents it made.
   */
  async search(
    scope: ProductScope,
    sort: SearchOrder,
    textQuery: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: ShelfRow[]; total: number }> {
    const stock = await this.current();
    const query = parseTextQuery(textQuery);
    if (!query) return { rows: [], total: 0 };
    const search = (stock.search ??= searchIndex(stock));
    const found = search.index.matches(query);
    const { rows, picked } = search;
    const scoped = scope.categoryId !== undefined || scope.subCategoryIds !== undefined;
    const wanted = (number: number) => !scoped || inScope(rows[number]!, scope);
    let total = found.length;
    if (scoped) {
      total = 0;
      for (let i = 0; i < found.length; i++) if (wanted(found[i]!)) total++;
    }
    // The matches are walked in order only as far as the page's last.
    const end = Math.min(offset + limit, total);
    const page: ShelfRow[] = [];
    let passed = 0;
    const visit = (number: number) => {
      if (!wanted(number)) return;
      if (passed >= offset) page.push(rows[number]!);
      passed++;
    };
    if (sort === 'relevance') {
      const ranked = byRank(search, found, search.index.rank(query, found));
      for (let i = 0; passed < end; i++) visit(ranked[i]!);
    } else if (sort === 'default') {
      for (let i = 0; passed < end; i++) visit(found[i]!);
    } else {
      // The list's order, kept as document numbers, with those found picked out.
      const order = this.order(stock, search, sort);
      for (let i = 0; i < found.length; i++) picked[found[i]!] = 1;
      for (let i = 0; passed < end; i++) if (picked[order[i]!]) visit(order[i]!);
      for (let i = 0; i < found.length; i++) picked[found[i]!] = 0;
    }
    return { rows: page, total };
  }

  /** The whole shop's list in this order as search document numbers, kept with the list. */
  private order(stock: Stock, search: SearchIndex, sort: ProductSort): Int32Array {
    const rows = this.list(stock, {}, sort);
    let kept = search.orders.get(sort);
    if (kept?.rows !== rows) {
      kept = { rows, numbers: Int32Array.from(rows, (row) => search.numbers.get(row.id)!) };
      search.orders.set(sort, kept);
    }
    return kept.numbers;
  }

  /** Called with every change the catalogue cache applies, once it has committed. */
  changed(change: TagChange): void {
    this.version++;
    const ids = change === 'all' ? [] : change.flatMap((tag) => taggedProduct(tag) ?? []);
    if (ids.length === 0) this.wholeAt = this.version;
    for (const id of ids) this.dirty.set(id, this.version);
  }

  /** The shelf once it reflects every change heard before this call. */
  private async current(): Promise<Stock> {
    const wanted = this.version;
    if (this.stock && this.stock.expires <= this.now()) this.readAllBehind(this.stock);
    while (!this.stock || this.synced < wanted) await this.syncOnce();
    return this.stock;
  }

  /**
   * Reads every product again while the shelf keeps answering: its lifetime only bounds writes
   * nobody announced, and making every list wait for the whole catalogue (some 100 ms for 10,000
   * products) would put that wait on every request in flight, every lifetime. Lists asked for
   * after a change that was announced still wait for it.
   */
  private readAllBehind(stock: Stock): void {
    stock.expires = Infinity;
    this.lifetimeOver = true;
    const readAll = async () => {
      // A sync already under way may be one of changed products only.
      while (this.lifetimeOver) await this.syncOnce();
    };
    readAll().catch(() => {
      // Tried again by the next list; the one answered meanwhile is as fresh as it was.
      stock.expires = this.now();
    });
  }

  /** The sync under way, or a new one. */
  private syncOnce(): Promise<void> {
    return (this.syncing ??= this.sync().finally(() => (this.syncing = undefined)));
  }

  /** Reads again the products changed so far, or every product. */
  private async sync(): Promise<void> {
    const upTo = this.version;
    const stock = this.stock;
    const whole = !stock || this.wholeAt > stock.loadedAt || this.lifetimeOver;
    const ids = whole ? undefined : [...this.dirty.keys()];
    const rows = await this.repository.shelfRows(ids);
    if (!stock) {
      this.stock = {
        byId: new Map(rows.map((row) => [row.id, row])),
        lists: new Map(),
        loadedAt: upTo,
        expires: this.now() + this.ttlMs,
      };
    } else {
      apply(stock, ids, rows);
      if (whole) {
        stock.loadedAt = upTo;
        stock.expires = this.now() + this.ttlMs;
      }
    }
    if (whole) this.lifetimeOver = false;
    for (const [id, at] of this.dirty) if (at <= upTo) this.dirty.delete(id);
    this.synced = Math.max(this.synced, upTo);
  }

  private list(stock: Stock, scope: ProductScope, sort: ProductSort): ShelfRow[] {
    const { categoryId, subCategoryIds } = scope;
    const key = `${sort}/${categoryId ?? ''}/${subCategoryIds?.join(',') ?? ''}`;
    let list = stock.lists.get(key);
    if (!list) {
      // A category's list is the whole shop's in the same order, filtered.
      const rows =
        categoryId !== undefined || subCategoryIds !== undefined
          ? this.list(stock, {}, sort).filter((row) => inScope(row, scope))
          : [...stock.byId.values()].sort(COMPARE[sort]);
      list = { sort, rows };
      stock.lists.set(key, list);
    }
    return list.rows;
  }
}

function inScope(row: ShelfRow, { categoryId, subCategoryIds }: ProductScope): boolean {
  return (
    (categoryId === undefined || row.categoryId === categoryId) &&
    (subCategoryIds === undefined ||
      (row.subCategoryId !== null && subCategoryIds.includes(row.subCategoryId)))
  );
}

function searchIndex(stock: Stock): SearchIndex {
  const rows = [...stock.byId.values()].sort((a, b) => a.id - b.id);
  if (rows.length >= RANK_KEY_NUMBERS) throw new RangeError('too many products to rank');
  return {
    index: new TextIndex(rows.map((row) => row.document)),
    rows,
    numbers: new Map(rows.map((row, number) => [row.id, number])),
    orders: new Map(),
    picked: new Uint8Array(rows.length),
    keys: new Float64Array(rows.length),
  };
}

/** How many documents a rank's sort key can tell apart: 2^21, beside a 32-bit rank. */
const RANK_KEY_NUMBERS = 2 ** 21;
const rankBits = new Uint32Array(1);
const rankFloat = new Float32Array(rankBits.buffer);

/**
 * The documents found, best rank first, ties in number order: each as one number sorted
 * natively, its rank's single-precision bits (which order as the ranks, all positive) inverted
 * above its document number.
 */
function byRank(search: SearchIndex, found: DocumentSet, ranks: number[]): number[] {
  const keys = search.keys.subarray(0, found.length);
  for (let i = 0; i < found.length; i++) {
    rankFloat[0] = ranks[i]!;
    keys[i] = (0xffffffff - rankBits[0]!) * RANK_KEY_NUMBERS + found[i]!;
  }
  keys.sort();
  return Array.from(keys, (key) => key % RANK_KEY_NUMBERS);
}

/**
 * Puts the rows read for `ids` (every product when undefined) on the shelf. A product whose
 * list keys are unchanged is updated in place, so the lists holding it stay as they are; a
 * changed key drops the lists of the orders it moves; a product added, removed or moved to
 * another category or sub-category drops every list. A product added or removed, or whose search
 * document changed, drops the search index.
 */
function apply(stock: Stock, ids: readonly number[] | undefined, rows: ShelfRow[]): void {
  const read = new Map(rows.map((row) => [row.id, row]));
  const named = ids ?? new Set([...stock.byId.keys(), ...read.keys()]);
  const moved = new Set<ProductSort>();
  let everyList = false;
  for (const id of named) {
    const kept = stock.byId.get(id);
    const row = read.get(id);
    if (!kept || !row) {
      if (row) stock.byId.set(id, row);
      else if (kept) stock.byId.delete(id);
      if (row || kept) {
        everyList = true;
        stock.search = undefined;
      }
      continue;
    }
    if (kept.categoryId !== row.categoryId || kept.subCategoryId !== row.subCategoryId) {
      everyList = true;
    }
    if (kept.document !== row.document) stock.search = undefined;
    for (const [key, sorts] of ORDERS_BY_KEY) {
      if (kept[key] !== row[key]) sorts.forEach((sort) => moved.add(sort));
    }
    Object.assign(kept, row);
  }
  for (const [key, list] of stock.lists) {
    if (everyList || moved.has(list.sort)) stock.lists.delete(key);
  }
}
