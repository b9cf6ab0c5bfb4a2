import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orderStatusEvents, orders, payments } from '../../db/schema';

/** Payments without an order that still concern the customer: money was, or is being, taken. */
const TOOK_MONEY = ['capturing', 'captured', 'refunding', 'refunded'] as const;
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

  /** The customer's orders planned for a show or a date, the soonest needed first. */
  planned(userId: number) {
    return this.db
      .select({
        id: orders.id,
        trackingNo: orders.trackingNo,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        plan: orders.showPlan,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), isNotNull(orders.showPlan)))
      .orderBy(sql`${orders.showPlan}->>'target'`, desc(orders.id));
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

  /**
   * The user's payments that took money, newest first: those behind orders, those the shop is
   * still finishing, and those it refunded by itself; with what was refunded of each.
   */
  async payments(userId: number) {
    const rows = await this.db
      .select({ payment: payments, orderId: orders.id, trackingNo: orders.trackingNo })
      .from(payments)
      .leftJoin(orders, eq(orders.paymentId, payments.id))
      .where(
        and(
          eq(payments.userId, userId),
          or(isNotNull(orders.id), inArray(payments.status, TOOK_MONEY)),
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id));
    const orderIds = rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));
    const refunded = await this.refundedCents(orderIds);
    return rows.map((row) => ({
      ...row,
      refundedCents:
        row.orderId !== null
          ? (refunded.get(row.orderId) ?? 0)
          : row.payment.status === 'refunded'
            ? (row.payment.capturedCents ?? row.payment.amountCents)
            : 0,
    }));
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
