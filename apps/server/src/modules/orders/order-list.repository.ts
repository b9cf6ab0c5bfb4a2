import type { ArtworkFilter, OrderStatus } from '@backlit/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworkFilterCondition } from '../artwork';
import { escapeLike } from '../../db/like';
import { orderDayTotals, orderNameWords, orders, orderSearchText } from '../../db/schema';
import type { OrderRow } from './orders.repository';

/**
 * The admin list's filters: status, days placed (UTC, inclusive), free-text search, artwork,
 * and the day an order must be at a trade show.
 */
export interface OrdersFilter {
  status?: OrderStatus | undefined;
  artwork?: ArtworkFilter | undefined;
  deliver_by?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** The filters without the search: what the day totals can count. */
export type OrdersSelection = Omit<OrdersFilter, 'q'>;

/**
 * How the search's words meet the orders. `words`: as words or word starts of the order number,
 * e-mail or name (an e-mail address is one word). `loose`, for when that finds nothing: the whole
 * search as part of them ("bletchley" in an e-mail address), or each word as a word start or as
 * one of the name words it is a near miss of (from four letters, "Loevlace" for "Lovelace").
 * Both go through an index, and neither ranks the matches one by one: they come newest first.
 */
export type OrderSearch =
  { kind: 'words'; q: string } | { kind: 'loose'; q: string; nearMisses: string[][] };

const NEAR_MISS_MIN_LENGTH = 4;
/** Name words tried for each mistyped word. */
const NEAR_MISSES_PER_WORD = 5;

const searchText = orderSearchText(orders);
const newestFirst = [desc(orders.createdAt), desc(orders.id)];
const oldestFirst = [asc(orders.createdAt), asc(orders.id)];

/** `%`, `_` and `\` match themselves in the search. */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

function selected(selection: OrdersSelection): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (selection.status) conditions.push(eq(orders.status, selection.status));
  if (selection.artwork) conditions.push(artworkFilterCondition(selection.artwork, orders.id));
  if (selection.deliver_by) conditions.push(eq(orders.deliverBy, selection.deliver_by));
  if (selection.from) {
    conditions.push(gte(orders.createdAt, new Date(`${selection.from}T00:00:00Z`)));
  }
  if (selection.to) {
    const dayAfter = new Date(`${selection.to}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, dayAfter));
  }
  return and(...conditions);
}

const searchWords = (q: string) => q.split(/\s+/).filter(Boolean);

/**
 * A word of the search as one term of a text-search query, lowercase as the orders' words are.
 * The query is read as written (not by the parser), so an order number stays one word: parsed,
 * "BLS-0FB4A0" would also ask for every word starting with "bls", which is every order.
 */
const quoted = (word: string) => `'${word.toLowerCase().replace(/['\\]/g, '\\$&')}'`;

function matches(search: OrderSearch): SQL {
  const words = searchWords(search.q);
  // A company buyer's purchase-order number, as written in any case, finds its order.
  const poNumber = sql`lower(${orders.poNumber}) = ${search.q.trim().toLowerCase()}`;
  if (search.kind === 'words') {
    const query = words.map((word) => `${quoted(word)}:*`).join(' & ');
    return or(sql`${orders.searchDocument} @@ ${query}::tsquery`, poNumber)!;
  }
  const query = words
    .map((word, i) =>
      [`${quoted(word)}:*`, ...(search.nearMisses[i] ?? []).map(quoted)].join(' | '),
    )
    .map((either) => `(${either})`)
    .join(' & ');
  return or(
    ilike(searchText, likePattern(search.q)),
    sql`${orders.searchDocument} @@ ${query}::tsquery`,
    poNumber,
  )!;
}

/** The list's filters and search, as the export selects the same orders. */
export const filtered = (selection: OrdersSelection, search: OrderSearch | undefined) =>
  and(selected(selection), search ? matches(search) : undefined);

/** The staff's order list and search: the queries that must stay fast with history. */
export class OrderListRepository {
  constructor(private readonly db: Database) {}

  /** How many orders a selection holds, summed from the day totals instead of counted. */
  async count(selection: OrdersSelection): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${orderDayTotals.orders}), 0)`.mapWith(Number) })
      .from(orderDayTotals)
      .where(
        and(
          selection.status ? eq(orderDayTotals.status, selection.status) : undefined,
          selection.from ? gte(orderDayTotals.day, selection.from) : undefined,
          selection.to ? lte(orderDayTotals.day, selection.to) : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * A page of the selection, newest first, out of `total`. A page past the middle is read from
   * the oldest end, so no page skips more than half the orders; the page's ids are picked from
   * the (status,) created_at, id index alone, then only those rows are read.
   */
  async page(
    selection: OrdersSelection,
    limit: number,
    offset: number,
    total: number,
  ): Promise<OrderRow[]> {
    if (offset >= total) return [];
    const fromEnd = offset > total - offset - limit;
    const count = Math.min(limit, total - offset);
    const ids = this.db
      .select({ id: orders.id })
      .from(orders)
      .where(selected(selection))
      .orderBy(...(fromEnd ? oldestFirst : newestFirst))
      .limit(fromEnd ? count : limit)
      .offset(fromEnd ? total - offset - count : offset);
    return this.db
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(...newestFirst);
  }

  /** The search's words with the name words each may be a near miss of, best first. */
  async loose(q: string): Promise<OrderSearch> {
    const nearMisses = await Promise.all(
      searchWords(q).map(async (word) => {
        if (word.length < NEAR_MISS_MIN_LENGTH) return [];
        const rows = await this.db
          .select({ word: orderNameWords.word })
          .from(orderNameWords)
          .where(sql`${word} <% ${orderNameWords.word}`)
          .orderBy(desc(sql`word_similarity(${word}, ${orderNameWords.word})`))
          .limit(NEAR_MISSES_PER_WORD);
        return rows.map((row) => row.word);
      }),
    );
    return { kind: 'loose', q, nearMisses };
  }

  /**
   * A page of the orders matching the search (and the other filters), newest first, and how
   * many match, in one query: the matches are found through the search's index and counted,
   * then sorted; only the page's rows are read. (Walking the created_at index instead, checking
   * each order until the page is full, reads the whole table when few orders match.)
   */
  async search(
    selection: OrdersSelection,
    search: OrderSearch | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const where = filtered(selection, search);
    const matched = this.db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(orders)
      .where(where)
      .as('matched');
    const page = this.db
      .select({ id: matched.id, total: matched.total })
      .from(matched)
      .orderBy(desc(matched.createdAt), desc(matched.id))
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await this.db
      .select({ order: orders, total: page.total })
      .from(page)
      .innerJoin(orders, eq(orders.id, page.id))
      .orderBy(...newestFirst);
    if (rows.length > 0 || offset === 0) {
      return { rows: rows.map((row) => row.order), total: rows[0]?.total ?? 0 };
    }
    // Past the last page: no row carries the count.
    const [counted] = await this.db.select({ n: count() }).from(orders).where(where);
    return { rows: [], total: counted?.n ?? 0 };
  }

  /** Whether any order matches (the export's search is loose only when none has the words). */
  async any(selection: OrdersSelection, search: OrderSearch): Promise<boolean> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(filtered(selection, search))
      .limit(1);
    return rows.length > 0;
  }
}
