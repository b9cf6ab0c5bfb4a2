import { LOW_STOCK_THRESHOLD, type OrderStatus } from '@backlit/domain';
import { and, asc, count, desc, eq, gte, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderRefunds, orders, products, users } from '../../db/schema';

/** Orders in these statuses brought no money in: they were given back in full. */
export const NOT_SALES: OrderStatus[] = ['cancelled', 'refunded'];

/** A half-open instant range [start, end). */
export interface Range {
  start: Date;
  end: Date;
}

const inRange = (column: typeof orders.createdAt | typeof users.createdAt, range: Range) =>
  and(gte(column, range.start), lt(column, range.end));

/** The dashboard's read-only queries over orders, customers and stock. */
export class DashboardRepository {
  constructor(private readonly db: Database) {}

  async orderCount(range: Range): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(inRange(orders.createdAt, range));
    return row?.n ?? 0;
  }

  async customerCount(range: Range, customerRole: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.roleAs, customerRole), inRange(users.createdAt, range)));
    return row?.n ?? 0;
  }

  /** Sales per UTC day (only days that had some), in cents, net of partial refunds. */
  async salesByDay(range: Range): Promise<{ date: string; orders: number; cents: number }[]> {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const refunded = this.db
      .select({
        orderId: orderRefunds.orderId,
        cents: sql<number>`sum(${orderRefunds.amountCents})`.as('refunded_cents'),
      })
      .from(orderRefunds)
      .groupBy(orderRefunds.orderId)
      .as('refunded');
    return this.db
      .select({
        date: day,
        orders: count(),
        cents:
          sql<number>`coalesce(sum(${orders.totalCents} - coalesce(${refunded.cents}, 0)), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .leftJoin(refunded, eq(refunded.orderId, orders.id))
      .where(and(inRange(orders.createdAt, range), notInArray(orders.status, NOT_SALES)))
      .groupBy(day)
      .orderBy(day);
  }

  recentOrders(limit: number) {
    return this.db
      .select({
        id: orders.id,
        trackingNo: orders.trackingNo,
        firstName: orders.firstName,
        lastName: orders.lastName,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  }

  lowStock(limit: number) {
    return this.db
      .select({ id: products.id, name: products.name, sku: products.sku, stock: products.stock })
      .from(products)
      .where(lte(products.stock, LOW_STOCK_THRESHOLD))
      .orderBy(asc(products.stock), asc(products.name), asc(products.id))
      .limit(limit);
  }
}
