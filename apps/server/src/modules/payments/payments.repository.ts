import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** The queries of the payments module: provider events, and what they change. */
export class PaymentsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: PaymentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PaymentsRepository(tx)));
  }

  /** Remembers a provider event; false when its id was recorded before (a replay). */
  async recordEvent(event: {
    eventId: string;
    eventType: string;
    resourceId: string | undefined;
  }): Promise<boolean> {
    const inserted = await this.db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return inserted.length > 0;
  }

  /** The payment of a provider order becomes captured, unless it moved on already. */
  async markCaptured(
    providerOrderId: string,
    capture: { captureId: string; capturedCents: number | null },
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'captured', ...capture })
      .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.status, 'created')));
  }

  /** The payment of a provider order becomes declined, unless it was captured already. */
  async markDeclined(providerOrderId: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'declined' })
      .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.status, 'created')));
  }

  /** The payment a refund belongs to, by the capture it gave back or by its own id; locked. */
  async lockPaymentForRefund(ref: {
    captureId: string | undefined;
    refundId: string | undefined;
  }): Promise<PaymentRow | undefined> {
    const matches: SQL[] = [];
    if (ref.captureId) matches.push(eq(payments.captureId, ref.captureId));
    if (ref.refundId) matches.push(eq(payments.refundId, ref.refundId));
    if (matches.length === 0) return undefined;
    const [row] = await this.db
      .select()
      .from(payments)
      .where(or(...matches))
      .limit(1)
      .for('update');
    return row;
  }

  /** The payment is refunded (the order it paid for is the orders module's). */
  async markRefunded(paymentId: number, refundId: string | undefined): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'refunded', ...(refundId ? { refundId } : {}) })
      .where(eq(payments.id, paymentId));
  }
}
