import { canMovePayment, type PaymentLedgerProvider, type PaymentStatus } from '@backlit/domain';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  | 'userId'
  | 'guestCartId'
  | 'provider'
  | 'providerOrderId'
  | 'amountCents'
  | 'currency'
  | 'rush'
  | 'shipping'
  | 'quoteId'
>;
/** What a move may record besides the new state. */
export type PaymentChanges = Partial<
  Pick<PaymentRow, 'captureId' | 'capturedCents' | 'refundId' | 'checkout' | 'note'>
>;

/** A move the payment state machine does not allow from where the payment is now. */
export class PaymentMoveRefused extends Error {
  constructor(
    readonly payment: PaymentRow,
    readonly to: PaymentStatus,
  ) {
    super(`payment ${payment.id} cannot move from ${payment.status} to ${to}`);
  }
}

/**
 * The only writer of the `payments` table. Every change of state goes through `move`, which
 * checks the transitions table of the domain on the locked row; the orders module, which owns the
 * checkout workflow, calls it inside its own transactions.
 */
export class PaymentsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: PaymentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PaymentsRepository(tx)));
  }

  async insert(payment: NewPayment): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    return row!;
  }

  /**
   * The ledger row of an order placed on account: no provider takes the money, so it is settled
   * as it is written, with what the order is made of; the company pays against its invoice.
   */
  async insertOnAccount(
    payment: NewPayment & { checkout: Record<string, unknown> },
  ): Promise<PaymentRow> {
    const [row] = await this.db
      .insert(payments)
      .values({ ...payment, provider: 'invoice', status: 'captured' })
      .returning();
    return row!;
  }

  async byProviderOrderId(providerOrderId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, providerOrderId))
      .limit(1);
    return row;
  }

  async byId(id: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row;
  }

  /** The payment, locked until the transaction ends: one change at a time per payment. */
  async lock(id: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.id, id))
      .limit(1)
      .for('update');
    return row;
  }

  /**
   * Moves the payment (locked by the caller, or locked here) to `to`, recording `changes`.
   * Staying where it is counts as allowed (a retried step). Throws PaymentMoveRefused otherwise.
   */
  async move(id: number, to: PaymentStatus, changes: PaymentChanges = {}): Promise<PaymentRow> {
    const current = await this.lock(id);
    if (!current) throw new Error(`payment ${id} does not exist`);
    if (current.status !== to && !canMovePayment(current.status, to)) {
      throw new PaymentMoveRefused(current, to);
    }
    const [row] = await this.db
      .update(payments)
      .set({ status: to, ...changes, updatedAt: sql`now()` })
      .where(eq(payments.id, id))
      .returning();
    return row!;
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

  /** The payment a refund belongs to, by the capture it gave back or by its own id; locked. */
  async lockForRefund(ref: {
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

  /**
   * A page of payments, newest first, optionally in one state and of one provider, with faceted
   * counts: per state within the provider, and per provider within the state, so each filter's
   * numbers say what choosing that option would list.
   */
  async page(
    filter: { state?: PaymentStatus | undefined; provider?: PaymentLedgerProvider | undefined },
    page: number,
    perPage: number,
  ) {
    const inState = filter.state ? eq(payments.status, filter.state) : undefined;
    const ofProvider = filter.provider ? eq(payments.provider, filter.provider) : undefined;
    const [rows, perState, perProvider] = await Promise.all([
      this.db
        .select()
        .from(payments)
        .where(and(inState, ofProvider))
        .orderBy(desc(payments.updatedAt), desc(payments.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ state: payments.status, total: count() })
        .from(payments)
        .where(ofProvider)
        .groupBy(payments.status),
      this.db
        .select({ provider: payments.provider, total: count() })
        .from(payments)
        .where(inState)
        .groupBy(payments.provider),
    ]);
    return { rows, perState, perProvider };
  }
}
