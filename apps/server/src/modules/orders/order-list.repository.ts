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
 * How the search words meet the orders: as part of the order number, e-mail or name, or, when
 * nothing holds them as they are, as a near miss of one of their words (from four letters).
 */
export type OrderMatch = 'exact' | 'near';

/** The columns of the CSV export, and where the next batch starts. */
export interface ExportRow {
  id: number;
  trackingNo: string;
  createdAt: Date;
  status: OrderStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  subtotalCents: number;
  rushFeeCents: number;
  totalCents: number;
  paymentMethod: string;
  carrier: string | null;
  shipmentTrackingNumber: string | null;
  /** created_at as the database writes it: microseconds, which a Date would round away. */
  placedAt: string;
}

/** Where a keyset page starts: after the order placed at `placedAt` with this id. */
export interface ExportCursor {
  placedAt: string;
  id: number;
}

export const NEAR_MISS_MIN_LENGTH = 4;

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

function matches(q: string, match: OrderMatch): SQL {
  return match === 'exact' ? ilike(searchText, likePattern(q)) : sql`${q} <% ${searchText}`;
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
   * A page of the orders matching the search (and the other filters), best match first (the
   * words closest to the order's number, e-mail and name), then newest, with how many match.
   */
  async search(
    filter: OrdersFilter & { q: string },
    match: OrderMatch,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const where = filtered(filter, match);
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

  /** Whether any order holds the search words as they are (else near misses are searched). */
  async anyExact(filter: OrdersFilter & { q: string }): Promise<boolean> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(filtered(filter, 'exact'))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Up to `size` orders of the export after `after`, newest first: a keyset page on the
   * created_at, id index, so the last batch costs what the first does.
   */
  exportBatch(
    filter: OrdersFilter,
    match: OrderMatch,
    after: ExportCursor | undefined,
    size: number,
  ): Promise<ExportRow[]> {
    return this.db
      .select({
        id: orders.id,
        trackingNo: orders.trackingNo,
        createdAt: orders.createdAt,
        status: orders.status,
        firstName: orders.firstName,
        lastName: orders.lastName,
        email: orders.email,
        phone: orders.phone,
        country: orders.country,
        subtotalCents: orders.subtotalCents,
        rushFeeCents: orders.rushFeeCents,
        totalCents: orders.totalCents,
        paymentMethod: orders.paymentMethod,
        carrier: orders.carrier,
        shipmentTrackingNumber: orders.shipmentTrackingNumber,
        placedAt: sql<string>`${orders.createdAt}::text`,
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
  }
}
