import { APPROVALS_LISTED, type PaymentStatus } from '@backlit/domain';
import { and, desc, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { orderApprovals, orders, payments, users, type ApprovalLine } from '../../db/schema';

export type ApprovalRow = typeof orderApprovals.$inferSelect;

const decider = alias(users, 'decider');

/**
 * A payment holds its approval while an order is owed to it: its money is being taken or was
 * taken. Any other state (sent back to the buyer, declined, never captured, refunded) lets go of
 * it by itself, whichever path got it there.
 */
const HOLDING: PaymentStatus[] = ['capturing', 'captured'];

/** An approval request with the names its page shows: the buyer, who decided, the order. */
const listedColumns = {
  approval: orderApprovals,
  buyerFirstName: users.firstName,
  buyerLastName: users.lastName,
  buyerEmail: users.email,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
  trackingNo: orders.trackingNo,
};

/** A request with the names its page shows: the buyer, who decided, the order. */
export type ListedApprovalRow = Awaited<ReturnType<OrderApprovalsRepository['list']>>[number];

/** The requests for approval of buyers' orders, and the order each was used for. */
export class OrderApprovalsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: OrderApprovalsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new OrderApprovalsRepository(tx)));
  }

  /** A buyer has one request waiting at a time: asking again replaces it. */
  async withdrawPending(userId: number): Promise<void> {
    await this.db
      .update(orderApprovals)
      .set({ status: 'withdrawn' })
      .where(and(eq(orderApprovals.userId, userId), eq(orderApprovals.status, 'pending')));
  }

  /**
   * The company's requests still waiting whose order the limit no longer holds (none left, or
   * one at or over their subtotal) become `not_needed`; answers them.
   */
  notNeeded(companyId: number, limitCents: number | null) {
    return this.db
      .update(orderApprovals)
      .set({ status: 'not_needed' })
      .where(
        and(
          eq(orderApprovals.companyId, companyId),
          eq(orderApprovals.status, 'pending'),
          limitCents === null ? undefined : lte(orderApprovals.subtotalCents, limitCents),
        ),
      )
      .returning({ id: orderApprovals.id, subtotalCents: orderApprovals.subtotalCents });
  }

  async insert(values: {
    companyId: number;
    userId: number;
    lines: ApprovalLine[];
    subtotalCents: number;
    fingerprint: string;
    quoteId: number | null;
    note: string | null;
  }): Promise<ApprovalRow> {
    const [row] = await this.db.insert(orderApprovals).values(values).returning();
    return row!;
  }

  /** The request, locked until the transaction ends, so two admins cannot both answer it. */
  async lock(id: number): Promise<ApprovalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orderApprovals)
      .where(eq(orderApprovals.id, id))
      .for('update');
    return row;
  }

  async decide(
    id: number,
    values: { status: 'approved' | 'declined'; decidedBy: number; reason: string | null },
  ): Promise<void> {
    await this.db
      .update(orderApprovals)
      .set({ ...values, decidedAt: sql`now()` })
      .where(eq(orderApprovals.id, id));
  }

  /** The buyer's latest request for exactly these lines, whatever became of it. */
  async latestFor(userId: number, fingerprint: string): Promise<ApprovalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orderApprovals)
      .where(
        and(
          eq(orderApprovals.userId, userId),
          eq(orderApprovals.fingerprint, fingerprint),
          sql`${orderApprovals.status} <> 'withdrawn'`,
        ),
      )
      .orderBy(desc(orderApprovals.requestedAt), desc(orderApprovals.id))
      .limit(1);
    return row;
  }

  /** Whether the buyer holds an approval not used yet (for other lines than theirs now). */
  async hasUnusedApproval(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orderApprovals.id })
      .from(orderApprovals)
      .where(and(eq(orderApprovals.userId, userId), eq(orderApprovals.status, 'approved')))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Takes the approval for a payment before its money is captured; false when it is no longer
   * approved or another payment holds it. Run in the transaction that starts the capture.
   */
  claim(id: number, paymentId: number): Promise<boolean> {
    return this.takeFor(id, paymentId, { paymentId });
  }

  /**
   * Records the order placed with the approval (it cannot be used again); false when it is no
   * longer approved or another payment holds it. Run in the order's transaction.
   */
  markOrdered(id: number, paymentId: number, orderId: number): Promise<boolean> {
    return this.takeFor(id, paymentId, { status: 'ordered', orderId, paymentId });
  }

  private async takeFor(
    id: number,
    paymentId: number,
    values: Partial<typeof orderApprovals.$inferInsert>,
  ): Promise<boolean> {
    // Locked first, so that the holder's state below is read as it is once a concurrent claim
    // has committed: a single UPDATE re-checks the row it waited for, but not the payment its
    // subquery read before the wait.
    await this.lock(id);
    const taken = await this.db
      .update(orderApprovals)
      .set(values)
      .where(
        and(
          eq(orderApprovals.id, id),
          eq(orderApprovals.status, 'approved'),
          or(
            isNull(orderApprovals.paymentId),
            eq(orderApprovals.paymentId, paymentId),
            notExists(
              this.db
                .select({ id: payments.id })
                .from(payments)
                .where(
                  and(eq(payments.id, orderApprovals.paymentId), inArray(payments.status, HOLDING)),
                ),
            ),
          ),
        ),
      )
      .returning({ id: orderApprovals.id });
    return taken.length > 0;
  }

  /**
   * The company's requests (or, given a user, that buyer's own): those waiting first, then the
   * newest, at most a page's worth.
   */
  list(companyId: number, userId?: number) {
    return this.listed()
      .where(
        and(
          eq(orderApprovals.companyId, companyId),
          userId === undefined ? undefined : eq(orderApprovals.userId, userId),
        ),
      )
      .orderBy(
        sql`${orderApprovals.status} = 'pending' desc`,
        desc(orderApprovals.requestedAt),
        desc(orderApprovals.id),
      )
      .limit(APPROVALS_LISTED);
  }

  async listedById(id: number) {
    const [row] = await this.listed().where(eq(orderApprovals.id, id)).limit(1);
    return row;
  }

  private listed() {
    return this.db
      .select(listedColumns)
      .from(orderApprovals)
      .innerJoin(users, eq(users.id, orderApprovals.userId))
      .leftJoin(decider, eq(decider.id, orderApprovals.decidedBy))
      .leftJoin(orders, eq(orders.id, orderApprovals.orderId))
      .$dynamic();
  }
}
