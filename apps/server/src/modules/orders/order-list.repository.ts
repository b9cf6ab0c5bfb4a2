import type { OrderStatus } from '@backlit/domain';
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
import { orderDayTotals, orders, orderSearchText } from '../../db/schema';
import type { OrderRow } from './orders.repository';

/** The admin list's filters: status, days placed (UTC, inclusive), free-text search. */
export interface OrdersFilter {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** The filters without the search: what the day totals can count. */
export type OrdersSelection = Omit<OrdersFilter, 'q'>;

/**
 * How the search words meet the orders: as words or word starts of the order number, e-mail or
 * name (`words`, through the text-search index), or (`loose`, for when that finds nothing) as
 * parts of them or near misses of their words (from four letters), through the trigram index.
 */
export type OrderMatch = 'words' | 'loose';

/**
 * An order of the CSV export: where the next batch starts (its id, and created_at as the
 * database writes it, to the microsecond a Date would round away), then its columns, as text
 * where the database can make it. Read as the text of one JSON array per order (see
 * `exportBatch`).
 */
export type ExportRow = [
  id: number,
  placedAt: string,
  trackingNo: string,
  /** ISO 8601 in UTC, to the millisecond, as `Date.toISOString()` writes it. */
  placedOn: string,
  status: OrderStatus,
  name: string,
  email: string,
  phone: string,
  country: string,
  subtotalCents: number,
  rushFeeCents: number,
  totalCents: number,
  paymentMethod: string,
  carrier: string | null,
  shipmentTrackingNumber: string | null,
];

/** Where a keyset page starts: after the order placed at `placedAt` with this id. */
export interface ExportCursor {
  placedAt: string;
  id: number;
}

const NEAR_MISS_MIN_LENGTH = 4;

const searchText = orderSearchText(orders);
const newestFirst = [desc(orders.createdAt), desc(orders.id)];
const oldestFirst = [asc(orders.createdAt), asc(orders.id)];

/** `%`, `_` and `\` match themselves in the search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function selected(selection: OrdersSelection): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (selection.status) conditions.push(eq(orders.status, selection.status));
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

/** Every word, as the text-search parser reads it (an e-mail address is one word), may start a word. */
function wordsQuery(q: string): string {
  return q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `'${word.replace(/['\\]/g, '\\$&')}':*`)
    .join(' & ');
}

function matches(q: string, match: OrderMatch): SQL {
  if (match === 'words') {
    return sql`${orders.searchDocument} @@ to_tsquery('simple', ${wordsQuery(q)})`;
  }
  return or(
    ilike(searchText, likePattern(q)),
    q.length >= NEAR_MISS_MIN_LENGTH ? sql`${q} <% ${searchText}` : undefined,
  )!;
}

const filtered = (filter: OrdersFilter, match: OrderMatch) =>
  and(selected(filter), filter.q ? matches(filter.q, match) : undefined);

/** The staff's order list, search and CSV export: the queries that must stay fast with history. */
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

  /**
   * A page of the orders matching the search (and the other filters), with how many match.
   * Matching words, all equally good, come newest first, read along the created_at index until
   * the page is full; looser matches come best first (the words closest to the order's number,
   * e-mail and name), then newest.
   */
  async search(
    filter: OrdersFilter & { q: string },
    match: OrderMatch,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const where = filtered(filter, match);
    if (match === 'words') {
      const [rows, [counted]] = await Promise.all([
        this.db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        this.db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    }
    const rows = await this.db
      .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(orders)
      .where(where)
      .orderBy(desc(sql`word_similarity(${filter.q}, ${searchText})`), ...newestFirst)
      .limit(limit)
      .offset(offset);
    if (rows.length > 0 || offset === 0) {
      return { rows: rows.map((row) => row.order), total: rows[0]?.total ?? 0 };
    }
    // Past the last page: no row carries the count.
    const [counted] = await this.db.select({ n: count() }).from(orders).where(where);
    return { rows: [], total: counted?.n ?? 0 };
  }

  /** Whether any order has the search's words (else the export takes looser matches). */
  async anyWithWords(filter: OrdersFilter & { q: string }): Promise<boolean> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(filtered(filter, 'words'))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Up to `size` orders of the export after `after`, newest first, each an `ExportRow` as JSON
   * text: a keyset page on the created_at, id index, so the last batch costs what the first does.
   */
  async exportBatch(
    filter: OrdersFilter,
    match: OrderMatch,
    after: ExportCursor | undefined,
    size: number,
  ): Promise<string[]> {
    const rows = await this.db
      .select({
        // One text per order, parsed only when its line is written: fifteen values a row cost
        // more to map than the query, and a batch kept as objects lives long enough to fill the
        // heap with garbage the collector then keeps for a while.
        row: sql<string>`json_build_array(${orders.id}, ${orders.createdAt}::text,
          ${orders.trackingNo},
          to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          ${orders.status}, ${orders.firstName} || ' ' || ${orders.lastName}, ${orders.email},
          ${orders.phone}, ${orders.country}, ${orders.subtotalCents}, ${orders.rushFeeCents},
          ${orders.totalCents}, ${orders.paymentMethod}, ${orders.carrier},
          ${orders.shipmentTrackingNumber})::text`,
      })
      .from(orders)
      .where(
        and(
          filtered(filter, match),
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (${after.placedAt}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(size);
    return rows.map(({ row }) => row);
  }
}
