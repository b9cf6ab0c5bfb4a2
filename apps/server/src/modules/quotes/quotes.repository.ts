import type { QuoteState } from '@backlit/domain';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  companyMembers,
  orders,
  products,
  quoteLines,
  quotes,
  users,
} from '../../db/schema';
import { recordAutomaticAction, recordStaffAction, type AuditActor } from '../../platform/audit';
import { cartProductColumns } from '../cart';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

/** A quote line with the catalogue's product as it is now (null once deleted). */
export interface QuoteLineWithProduct extends QuoteLineRow {
  product: {
    id: number;
    name: string;
    slug: string;
    sku: string;
    image: string | null;
    priceCents: number;
    stock: number;
    printSize: string | null;
  } | null;
}

/** A quote with everything its page shows. */
export interface QuoteRecord {
  quote: QuoteRow;
  lines: QuoteLineWithProduct[];
  requester: { firstName: string; lastName: string; email: string };
  company: { id: number; name: string } | null;
  order: { id: number; trackingNo: string } | null;
}

/** The queries of the quotes module; it reads products, users, companies and orders to show them. */
export class QuotesRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: QuotesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new QuotesRepository(tx)));
  }

  /** The buyer's company and role in it, if any. */
  async membership(userId: number) {
    const [row] = await this.db
      .select({ companyId: companyMembers.companyId, role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId))
      .limit(1);
    return row;
  }

  async userEmail(id: number): Promise<string | undefined> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    return row?.email;
  }

  async products(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(inArray(products.id, ids));
  }

  async insert(
    quote: Pick<QuoteRow, 'userId' | 'companyId' | 'note' | 'neededBy'>,
    lines: Pick<QuoteLineRow, 'productId' | 'name' | 'sku' | 'quantity'>[],
  ): Promise<QuoteRow> {
    const [row] = await this.db.insert(quotes).values(quote).returning();
    await this.db.insert(quoteLines).values(lines.map((line) => ({ ...line, quoteId: row!.id })));
    return row!;
  }

  /** The quote, locked until the transaction ends: one change at a time per quote. */
  async lock(id: number): Promise<QuoteRow | undefined> {
    const [row] = await this.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, id))
      .limit(1)
      .for('update');
    return row;
  }

  async update(id: number, values: Partial<Omit<QuoteRow, 'id' | 'createdAt'>>): Promise<void> {
    await this.db
      .update(quotes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(quotes.id, id));
  }

  /** Moves the quote from one of `from` to `to`; false when it was in none of them. */
  async move(
    id: number,
    from: readonly QuoteState[],
    to: QuoteState,
    extra: Partial<QuoteRow> = {},
  ) {
    const rows = await this.db
      .update(quotes)
      .set({ ...extra, state: to, updatedAt: new Date() })
      .where(and(eq(quotes.id, id), inArray(quotes.state, [...from])))
      .returning({ id: quotes.id });
    return rows.length > 0;
  }

  async setUnitPrice(quoteId: number, lineId: number, cents: number): Promise<boolean> {
    const rows = await this.db
      .update(quoteLines)
      .set({ unitPriceCents: cents })
      .where(and(eq(quoteLines.id, lineId), eq(quoteLines.quoteId, quoteId)))
      .returning({ id: quoteLines.id });
    return rows.length > 0;
  }

  async lines(quoteIds: number[]): Promise<QuoteLineWithProduct[]> {
    if (quoteIds.length === 0) return [];
    const rows = await this.db
      .select({
        line: quoteLines,
        product: cartProductColumns,
      })
      .from(quoteLines)
      .leftJoin(products, eq(products.id, quoteLines.productId))
      .where(inArray(quoteLines.quoteId, quoteIds))
      .orderBy(asc(quoteLines.id));
    return rows.map((row) => ({ ...row.line, product: row.product }));
  }

  /** One quote with its lines, who asked, the company and the order. */
  async record(id: number): Promise<QuoteRecord | undefined> {
    const [found] = await this.records(eq(quotes.id, id), 1, 0);
    return found;
  }

  /** A page of quotes matching `where`, newest first, with their total count. */
  async page(where: SQL | undefined, limit: number, offset: number) {
    const [records, [total]] = await Promise.all([
      this.records(where, limit, offset),
      this.db.select({ count: count() }).from(quotes).where(where),
    ]);
    return { records, total: total?.count ?? 0 };
  }

  private async records(where: SQL | undefined, limit: number, offset: number) {
    const rows = await this.db
      .select({
        quote: quotes,
        requester: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        company: { id: companies.id, name: companies.name },
        order: { id: orders.id, trackingNo: orders.trackingNo },
      })
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.userId))
      .leftJoin(companies, eq(companies.id, quotes.companyId))
      .leftJoin(orders, eq(orders.id, quotes.orderId))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit)
      .offset(offset);
    const lines = await this.lines(rows.map((row) => row.quote.id));
    return rows.map((row) => ({
      ...row,
      lines: lines.filter((line) => line.quoteId === row.quote.id),
    }));
  }

  /** The quotes a buyer sees: their own, and their company's when they are its admin. */
  visibleTo(userId: number, adminOfCompany: number | undefined): SQL {
    return adminOfCompany === undefined
      ? eq(quotes.userId, userId)
      : or(eq(quotes.userId, userId), eq(quotes.companyId, adminOfCompany))!;
  }

  /** Quotes whose last day has passed (UTC) and that were never paid. */
  static expiredCondition(now: Date): SQL {
    return and(
      inArray(quotes.state, ['sent', 'accepted']),
      sql`${quotes.expiresOn} < ${now.toISOString().slice(0, 10)}::date`,
    )!;
  }

  stateIs(state: QuoteState): SQL {
    return eq(quotes.state, state);
  }

  audit(actor: AuditActor | null, action: string, summary: string): Promise<void> {
    const record = { area: 'quotes' as const, action, summary };
    return actor
      ? recordStaffAction(this.db, actor, record)
      : recordAutomaticAction(this.db, record);
  }
}
