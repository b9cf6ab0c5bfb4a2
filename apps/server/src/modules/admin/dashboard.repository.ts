import { LOW_STOCK_THRESHOLD, type OrderStatus } from '@backlit/domain';
import { and, asc, count, desc, eq, gte, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderDayTotals, orders, products, users } from '../../db/schema';

/** Orders in these statuses brought no money in: they were given back in full. */
export const NOT_SALES: OrderStatus[] = ['cancelled', 'refunded'];

/** UTC days from `from` to `to`, both included (YYYY-MM-DD). */
export interface Days {
  from: string;
  to: string;
}

const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const dayAfter = (isoDate: string) => {
  const day = startOfDay(isoDate);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
};
const onDays = (days: Days) =>
  and(gte(orderDayTotals.day, days.from), lte(orderDayTotals.day, days.to));

/**
 * The dashboard's read-only queries over orders, customers and stock. Order figures come from
 * the per-day totals the database keeps with every order, so a year costs a few hundred rows
 * whatever the number of orders.
 */
export class DashboardRepository {
  constructor(private readonly db: Database) {}

  /** Every order placed on these days, whatever became of it since. */
  async orderCount(days: Days): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${orderDayTotals.orders}), 0)`.mapWith(Number) })
      .from(orderDayTotals)
      .where(onDays(days));
    return row?.n ?? 0;
  }

  async customerCount(days: Days, customerRole: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.roleAs, customerRole),
          gte(users.createdAt, startOfDay(days.from)),
          lt(users.createdAt, dayAfter(days.to)),
        ),
      );
    return row?.n ?? 0;
  }

  /** Sales per UTC day (only days that had some), in cents, net of partial refunds. */
  async salesByDay(days: Days): Promise<{ date: string; orders: number; cents: number }[]> {
    return this.db
      .select({
        date: orderDayTotals.day,
        orders: sql<number>`sum(${orderDayTotals.orders})`.mapWith(Number),
        cents:
          sql<number>`sum(${orderDayTotals.totalCents} - ${orderDayTotals.refundedCents})`.mapWith(
            Number,
          ),
      })
      .from(orderDayTotals)
      .where(and(onDays(days), notInArray(orderDayTotals.status, NOT_SALES)))
      .groupBy(orderDayTotals.day)
      .having(sql`sum(${orderDayTotals.orders}) > 0`)
      .orderBy(orderDayTotals.day);
  }

  recentOrders(limit: number) {
    return this.db
      .select({
        id: orders.id,
        trackingNo: orders.trackingNo,
        firstName: orders.firstName,
        lastName: orders.lastName,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
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
