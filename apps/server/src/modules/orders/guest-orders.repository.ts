import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';

const atAddress = (email: string) => eq(sql`lower(${orders.email})`, email.toLowerCase());

/** The queries of orders placed without an account: finding them, and attaching them to one. */
export class GuestOrdersRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: GuestOrdersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new GuestOrdersRepository(tx)));
  }

  async order(orderId: number) {
    const [row] = await this.db
      .select({
        id: orders.id,
        trackingNo: orders.trackingNo,
        userId: orders.userId,
        email: orders.email,
        firstName: orders.firstName,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    return row;
  }

  /** Those of these orders that were placed without an account at `email`. */
  async unclaimedAt(email: string, orderIds: number[]): Promise<number[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, orderIds), isNull(orders.userId), atAddress(email)));
    return rows.map((row) => row.id);
  }

  /**
   * Gives the account the orders placed without one at its address: all of them, or only
   * `orderIds`. Answers how many it took.
   */
  async attach(userId: number, email: string, orderIds?: number[]): Promise<number> {
    if (orderIds?.length === 0) return 0;
    const rows = await this.db
      .update(orders)
      .set({ userId })
      .where(
        and(
          isNull(orders.userId),
          atAddress(email),
          orderIds ? inArray(orders.id, orderIds) : undefined,
        ),
      )
      .returning({ id: orders.id });
    return rows.length;
  }

  /** How many orders placed without an account at `email` no account has yet. */
  async waitingAt(email: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(isNull(orders.userId), atAddress(email)));
    return row?.n ?? 0;
  }

  /** Whether an account has this e-mail address (any case). */
  async accountExists(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  }
}
