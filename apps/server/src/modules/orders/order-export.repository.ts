import {
  ORDER_PAYMENT_METHODS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusLabel,
} from '@backlit/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { FORMULA_STARTERS, spreadsheetSafe } from '../../platform/csv';
import { filtered, type OrderSearch, type OrdersSelection } from './order-list.repository';

/** The first characters `spreadsheetSafe` guards against, as the numbers `ascii()` gives. */
const formulaStarters = sql.raw(
  FORMULA_STARTERS.map((starter) => starter.codePointAt(0)).join(', '),
);

/**
 * `text` as `spreadsheetSafe` writes it, and an empty text as null: PostgreSQL's CSV writes an
 * empty text as `""`, ours as nothing.
 */
function safeText(text: SQL): SQL {
  return sql`nullif(case when ascii(${text}) in (${formulaStarters}) then '''' || ${text} else ${text} end, '')`;
}

/**
 * Cents as `centsToAmount` writes them ("-1.05", "0.00", "1234.50": an integer times 0.01 is
 * a numeric of two decimals, written as such), made safe as `spreadsheetSafe` would: of an
 * amount's first characters, only a minus sign is one it guards against.
 */
function amount(cents: AnyPgColumn): SQL {
  return sql`case when ${cents} < 0 then '''' else '' end || (${cents} * 0.01)::text`;
}

/** The status as the back-office shows it, an order on account's first one included. */
const statusLabel = sql.join(
  [
    sql`case`,
    sql`when ${orders.status} = 'paid' and ${orders.paymentMethod} = ${ORDER_PAYMENT_METHODS.invoice}`,
    sql`then ${spreadsheetSafe(orderStatusLabel('paid', true))}`,
    ...ORDER_STATUSES.map(
      (status) =>
        sql`when ${orders.status} = ${status} then ${spreadsheetSafe(ORDER_STATUS_LABELS[status])}`,
    ),
    sql`end`,
  ],
  sql` `,
);

/**
 * The export's columns: each one's header and its cell, written by the database as the file
 * shows it (text, or null for an empty cell), so the rows streamed by PostgreSQL's COPY and
 * those written a batch at a time on the embedded database hold the same text.
 */
const EXPORT_COLUMNS: readonly { header: string; cell: SQL }[] = [
  // The order number ('BLS-' and six letters or digits) and the country (two letters) are
  // written by the shop itself, never by a customer: nothing in them to guard, a cost saved on
  // every row.
  { header: 'Order number', cell: sql`${orders.trackingNo}` },
  {
    header: 'Date',
    // ISO 8601 in UTC, to the millisecond, as `Date.toISOString()` writes it.
    cell: sql`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  },
  { header: 'Status', cell: statusLabel },
  {
    header: 'Customer name',
    cell: safeText(sql`${orders.firstName} || ' ' || ${orders.lastName}`),
  },
  { header: 'Email', cell: safeText(sql`${orders.email}`) },
  { header: 'Phone', cell: safeText(sql`${orders.phone}`) },
  { header: 'Country', cell: sql`${orders.country}::text` },
  { header: 'Subtotal', cell: amount(orders.subtotalCents) },
  { header: 'Rush fee', cell: amount(orders.rushFeeCents) },
  { header: 'Total', cell: amount(orders.totalCents) },
  { header: 'Payment method', cell: safeText(sql`${orders.paymentMethod}`) },
  { header: 'Carrier', cell: safeText(sql`${orders.carrier}`) },
  { header: 'Tracking number', cell: safeText(sql`${orders.shipmentTrackingNumber}`) },
];

export const EXPORT_HEADER = EXPORT_COLUMNS.map((column) => column.header);

/** Where a keyset batch starts: after the order placed at `placedAt` with this id. */
export interface ExportCursor {
  /** created_at as text, to the microsecond a Date would round away. */
  placedAt: string;
  id: number;
}

/** Rows of the export (cells in the header's order) and where the batch after them starts. */
export interface ExportBatch {
  rows: (string | null)[][];
  last: ExportCursor | undefined;
}

/** Named c1, c2…: unnamed, several would share a name, and an object keeps one per name. */
const cells = sql.join(
  EXPORT_COLUMNS.map((column, i) => sql`${column.cell} as ${sql.identifier(`c${i + 1}`)}`),
  sql`, `,
);

/** Writes the statement COPY runs; stateless. */
const dialect = new PgDialect();

/** The export's query: the list's selection and search, newest first. */
function exportQuery(where: SQL | undefined, extra?: SQL, limit?: number): SQL {
  return sql`select ${cells}${extra ?? sql``} from ${orders}
    where ${where ?? sql`true`}
    order by ${orders.createdAt} desc, ${orders.id} desc${limit ? sql` limit ${limit}` : sql``}`;
}

/** The staff's CSV export of orders: the same orders as the list, as the file's text cells. */
export class OrderExportRepository {
  constructor(private readonly db: Database) {}

  /**
   * The whole export as one statement with its values written in (for COPY, which takes no
   * parameters; each is a quoted literal, so the search's text is data whatever it holds).
   */
  statement(selection: OrdersSelection, search: OrderSearch | undefined): string {
    return dialect.sqlToQuery(exportQuery(filtered(selection, search)).inlineParams()).sql;
  }

  /**
   * Up to `size` orders of the export after `after`: a keyset page on the created_at, id index,
   * so the last batch costs what the first does. The rows come as arrays, as the driver reads
   * them, not mapped column by column (which cost more than the query).
   */
  async batch(
    selection: OrdersSelection,
    search: OrderSearch | undefined,
    after: ExportCursor | undefined,
    size: number,
  ): Promise<ExportBatch> {
    const where = and(
      filtered(selection, search),
      after
        ? sql`(${orders.createdAt}, ${orders.id}) < (${after.placedAt}::timestamptz, ${after.id})`
        : undefined,
    );
    const result = await this.db.execute(
      exportQuery(where, sql`, ${orders.createdAt}::text as placed_at, ${orders.id} as id`, size),
    );
    // Each row: its cells, then where it stands in the keyset order.
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const last = rows.length === size ? rows.at(-1) : undefined;
    return {
      rows: rows.map(
        (row) => Object.values(row).slice(0, EXPORT_COLUMNS.length) as (string | null)[],
      ),
      last: last && { placedAt: last.placed_at as string, id: last.id as number },
    };
  }
}
