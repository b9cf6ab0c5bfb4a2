import { formatInvoiceNumber } from '@backlit/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceCounters, invoices, orders } from '../../db/schema';
import { nextNumberOfYear } from '../../db/year-counters';
import { PlannerCalendarService } from '../shows';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The queries of invoices: issuing a number once per order, and the customer's list. */
export class InvoicesRepository {
  constructor(private readonly db: Database) {}

  async forOrder(orderId: number): Promise<InvoiceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .limit(1);
    return row;
  }

  /**
   * The order's invoice, issuing it if it has none: the order row is locked first, so two
   * requests for the same order wait for each other and the second finds the first's invoice;
   * the year's number is taken in the same transaction, so numbers have no gaps. The year
   * is the shop's: an invoice of New Year's Eve evening belongs to the year ending, as its books.
   */
  issue(orderId: number, at = new Date()): Promise<InvoiceRow> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const existing = await new InvoicesRepository(tx).forOrder(orderId);
      if (existing) return existing;
      const year = await new PlannerCalendarService(tx).yearAt(at);
      const sequence = await nextNumberOfYear(tx, invoiceCounters, year);
      const [row] = await tx
        .insert(invoices)
        .values({ orderId, number: formatInvoiceNumber(year, sequence), issuedAt: at })
        .returning();
      return row!;
    });
  }

  /** The user's invoices with their orders, newest first. */
  listForUser(userId: number) {
    return this.db
      .select({
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        orderId: orders.id,
        trackingNo: orders.trackingNo,
        totalCents: orders.totalCents,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  }
}
