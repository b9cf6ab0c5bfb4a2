import { canMoveOrder, type OrderStatus } from '@backlit/domain';
import { asc, count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';
import { orderRefunds, orders, orderStatusEvents, payments, users } from '../../db/schema';
import type { OrderRow, PaymentRow } from './orders.repository';

export type NewStatusEvent = Omit<typeof orderStatusEvents.$inferInsert, 'id' | 'createdAt'>;
export type NewRefund = Omit<typeof orderRefunds.$inferInsert, 'id' | 'createdAt'>;
export type ShipmentChanges = Pick<OrderRow, 'carrier' | 'shipmentTrackingNumber'>;

/** The queries of the order lifecycle: status moves, their history, and refunds. */
export class OrderLifecycleRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: OrderLifecycleRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new OrderLifecycleRepository(tx)));
  }

  /** The order and its payment; the order row locked until the transaction ends. */
  async lockOrder(id: number): Promise<{ order: OrderRow; payment: PaymentRow } | undefined> {
    const [row] = await this.db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(eq(orders.id, id))
      .limit(1)
      .for('update', { of: orders });
    return row;
  }

  /** The order of a payment, locked; undefined when the payment paid for none. */
  async lockOrderOfPayment(paymentId: number): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.paymentId, paymentId))
      .limit(1)
      .for('update');
    return row;
  }

  /**
   * The one way an order's status changes: checked against the transitions table, written with
   * its history event and — when staff made it — the audit entry, in the caller's transaction
   * (which holds the order's lock). Staying where it is (a partial refund) records the event only.
   */
  async move(
    order: OrderRow,
    to: OrderStatus,
    event: Omit<NewStatusEvent, 'orderId' | 'fromStatus' | 'toStatus' | 'actorId'>,
    options: { by?: AuditActor; audit?: Omit<AuditRecord, 'area'>; shipment?: ShipmentChanges },
  ): Promise<OrderRow> {
    if (to !== order.status && !canMoveOrder(order.status, to)) {
      throw new Error(`order ${order.id} cannot move from ${order.status} to ${to}`);
    }
    const { shipment, by, audit } = options;
    const moved =
      to === order.status
        ? order
        : (
            await this.db
              .update(orders)
              .set({
                status: to,
                ...(shipment ? { ...shipment, shippedAt: sql`now()` } : {}),
                updatedAt: sql`now()`,
              })
              .where(eq(orders.id, order.id))
              .returning()
          )[0]!;
    await this.db.insert(orderStatusEvents).values({
      ...event,
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      actorId: by?.id ?? null,
    });
    if (by && audit) await recordStaffAction(this.db, by, { area: 'orders', ...audit });
    return moved;
  }

  /** False when the provider's refund id was recorded before. */
  async recordRefund(refund: NewRefund): Promise<boolean> {
    const rows = await this.db
      .insert(orderRefunds)
      .values(refund)
      .onConflictDoNothing({ target: orderRefunds.providerRefundId })
      .returning({ id: orderRefunds.id });
    return rows.length > 0;
  }

  /** The payment was given back in full. */
  /** Cents refunded on the order so far, and how many refunds made it. */
  async refundedSoFar(orderId: number): Promise<{ cents: number; refunds: number }> {
    const [row] = await this.db
      .select({ cents: sum(orderRefunds.amountCents).mapWith(Number), refunds: count() })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    return { cents: row?.cents ?? 0, refunds: row?.refunds ?? 0 };
  }

  history(orderId: number) {
    return this.db
      .select({ event: orderStatusEvents, by: users.email })
      .from(orderStatusEvents)
      .leftJoin(users, eq(users.id, orderStatusEvents.actorId))
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
  }

  refunds(orderId: number) {
    return this.db
      .select({ refund: orderRefunds, by: users.email })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.actorId))
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  }
}
