import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orderStatusEvents, orders, payments } from '../../db/schema';
import type { OrderLineRow, OrderRow, PaymentRow } from './orders.repository';

export type StatusEventRow = typeof orderStatusEvents.$inferSelect;

export interface OwnedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  payment: PaymentRow;
}

/** The queries of the customer's side of orders; every one is scoped to the order's owner. */
export class CustomerOrdersRepository {
  constructor(private readonly db: Database) {}

  /** A page of the user's orders, newest first, with how many they have. */
  async page(userId: number, page: number, perPage: number) {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** The order with its lines and payment; undefined unless `userId` owns it (null: anyone's). */
  async order(orderId: number, userId: number | null): Promise<OwnedOrder | undefined> {
    const owner = userId === null ? undefined : eq(orders.userId, userId);
    const [row] = await this.db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(and(eq(orders.id, orderId), owner))
      .limit(1);
    if (!row) return undefined;
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    return { ...row, lines };
  }

  /** The order's status changes, oldest first. */
  statusEvents(orderId: number): Promise<StatusEventRow[]> {
    return this.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
  }

  /** The payments behind the user's orders, newest first, with what was refunded of each. */
  async payments(userId: number) {
    const rows = await this.db
      .select({ payment: payments, orderId: orders.id, trackingNo: orders.trackingNo })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const refunded = await this.refundedCents(rows.map((row) => row.orderId));
    return rows.map((row) => ({ ...row, refundedCents: refunded.get(row.orderId) ?? 0 }));
  }

  private async refundedCents(orderIds: number[]): Promise<Map<number, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        orderId: orderStatusEvents.orderId,
        cents: sql<number>`coalesce(sum(${orderStatusEvents.refundCents}), 0)::int`,
      })
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, orderIds))
      .groupBy(orderStatusEvents.orderId);
    return new Map(rows.map((row) => [row.orderId, Number(row.cents)]));
  }
}
