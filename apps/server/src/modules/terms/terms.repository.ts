import {
  centsToDollars,
  type CompanyInvoiceStatus,
  type CompanyRole,
  type CreditNote,
  type InvoicePaymentKind,
  type InvoiceReminderKind,
  type NetTermsDays,
  type ReceivableAge,
} from '@backlit/domain';
import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  companyInvoicePayments,
  companyInvoiceReminders,
  companyInvoices,
  companyMembers,
  companyTerms,
  creditNoteCounters,
  invoices,
  orderRefunds,
  orders,
  users,
} from '../../db/schema';
import { nextNumberOfYear } from '../../db/year-counters';
import { recordStaffAction, type AuditActor } from '../../platform/audit';

export type CompanyInvoiceRow = typeof companyInvoices.$inferSelect;
export type InvoicePaymentRow = typeof companyInvoicePayments.$inferSelect;

/** A company's terms with what it owes now. */
export interface TermsAccount {
  companyId: number;
  companyName: string;
  netDays: NetTermsDays | null;
  creditLimitCents: number;
  openBalanceCents: number;
  /** An open invoice whose due day is before `today`. */
  overdue: boolean;
}

/** Cents a company owes on account at each age, as of a day. */
export interface ReceivableRow {
  companyId: number;
  name: string;
  netDays: NetTermsDays | null;
  creditLimitCents: number;
  openInvoices: number;
  oldestDueOn: string;
  owedCents: Record<ReceivableAge, number>;
}

/** A credit note against an invoice: the refund of its order that took it off. */
export interface CreditNoteRow {
  number: string;
  amountCents: number;
  issuedAt: Date;
}

/**
 * An invoice with the order's number and PO number, its own number, the money received and the
 * credit notes against it.
 */
export interface InvoiceListed {
  invoice: CompanyInvoiceRow;
  number: string;
  trackingNo: string;
  poNumber: string | null;
  payments: InvoicePaymentRow[];
  creditNotes: CreditNoteRow[];
}

/** A credit note as the API gives it. */
export function creditNoteView(note: CreditNoteRow): CreditNote {
  return {
    number: note.number,
    amount: centsToDollars(note.amountCents),
    issued_at: note.issuedAt.toISOString(),
  };
}

/** What is still owed on the invoice: nothing on one cancelled with its order. */
export function openBalanceCents(invoice: CompanyInvoiceRow): number {
  if (invoice.status === 'void') return 0;
  return invoice.amountCents - invoice.paidCents - invoice.creditedCents;
}

/** What credit notes could still take off the invoice: nothing on one cancelled with its order. */
export function creditableCents(invoice: CompanyInvoiceRow): number {
  if (invoice.status === 'void') return 0;
  return invoice.amountCents - invoice.creditedCents;
}

/** What an invoice's status is once received and credited add up to `paidCents` and `creditedCents`. */
export function settledStatus(
  invoice: Pick<CompanyInvoiceRow, 'amountCents'>,
  paidCents: number,
  creditedCents: number,
): CompanyInvoiceStatus {
  if (paidCents + creditedCents < invoice.amountCents) return 'open';
  return paidCents > 0 ? 'paid' : 'credited';
}

/** The queries of terms, company invoices, the payments against them and their reminders. */
export class TermsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: TermsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new TermsRepository(tx)));
  }

  /** The member's company and role; with `lock`, the company row stays locked until the end. */
  async membership(
    userId: number,
    lock = false,
  ): Promise<{ companyId: number; role: CompanyRole } | undefined> {
    const query = this.db
      .select({ companyId: companyMembers.companyId, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: companies }) : await query;
    return row;
  }

  /** The company row, locked until the transaction ends; undefined when there is none. */
  async lockCompany(companyId: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    return row;
  }

  /** The company's terms and balance as of `today` (an ISO day); undefined for no company. */
  async account(companyId: number, today: string): Promise<TermsAccount | undefined> {
    const [row] = await this.db
      .select({
        companyId: companies.id,
        companyName: companies.name,
        netDays: companyTerms.netDays,
        creditLimitCents: companyTerms.creditLimitCents,
        openBalanceCents: sql<string>`coalesce((select sum(${companyInvoices.amountCents} - ${companyInvoices.paidCents} - ${companyInvoices.creditedCents}) from ${companyInvoices} where ${companyInvoices.companyId} = ${companies.id} and ${companyInvoices.status} = 'open'), 0)`,
        overdue: sql<boolean>`exists (select 1 from ${companyInvoices} where ${companyInvoices.companyId} = ${companies.id} and ${companyInvoices.status} = 'open' and ${companyInvoices.dueOn} < ${today})`,
      })
      .from(companies)
      .leftJoin(companyTerms, eq(companyTerms.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!row) return undefined;
    return {
      ...row,
      netDays: (row.netDays as NetTermsDays | null) ?? null,
      creditLimitCents: row.creditLimitCents ?? 0,
      openBalanceCents: Number(row.openBalanceCents),
    };
  }

  async setTerms(companyId: number, netDays: NetTermsDays, creditLimitCents: number) {
    await this.db
      .insert(companyTerms)
      .values({ companyId, netDays, creditLimitCents })
      .onConflictDoUpdate({
        target: companyTerms.companyId,
        set: { netDays, creditLimitCents, updatedAt: sql`now()` },
      });
  }

  async removeTerms(companyId: number) {
    await this.db.delete(companyTerms).where(eq(companyTerms.companyId, companyId));
  }

  async insertInvoice(values: typeof companyInvoices.$inferInsert): Promise<CompanyInvoiceRow> {
    const [row] = await this.db.insert(companyInvoices).values(values).returning();
    return row!;
  }

  /** The company's invoices, newest first, with their numbers, orders and payments. */
  async invoices(companyId: number): Promise<InvoiceListed[]> {
    const rows = await this.db
      .select({
        invoice: companyInvoices,
        number: invoices.number,
        trackingNo: orders.trackingNo,
        poNumber: orders.poNumber,
      })
      .from(companyInvoices)
      .innerJoin(invoices, eq(invoices.id, companyInvoices.invoiceId))
      .innerJoin(orders, eq(orders.id, companyInvoices.orderId))
      .where(eq(companyInvoices.companyId, companyId))
      .orderBy(desc(companyInvoices.issuedAt), desc(companyInvoices.id));
    const [payments, creditNotes] = await Promise.all([
      this.paymentsOf(rows.map((row) => row.invoice.id)),
      this.creditNotesOf(rows.map((row) => row.invoice.orderId)),
    ]);
    return rows.map((row) => ({
      ...row,
      payments: payments.get(row.invoice.id) ?? [],
      creditNotes: creditNotes.get(row.invoice.orderId) ?? [],
    }));
  }

  /** The credit notes against the invoice of an order placed on account, oldest first. */
  async creditNotesOfOrder(orderId: number): Promise<CreditNoteRow[]> {
    return (await this.creditNotesOf([orderId])).get(orderId) ?? [];
  }

  /** By order: every refund of an order placed on account is a credit note, oldest first. */
  private async creditNotesOf(orderIds: number[]): Promise<Map<number, CreditNoteRow[]>> {
    const found = new Map<number, CreditNoteRow[]>();
    if (orderIds.length === 0) return found;
    const rows = await this.db
      .select({
        orderId: orderRefunds.orderId,
        number: orderRefunds.providerRefundId,
        amountCents: orderRefunds.amountCents,
        issuedAt: orderRefunds.createdAt,
      })
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, orderIds))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
    for (const { orderId, ...note } of rows) {
      const list = found.get(orderId) ?? [];
      list.push(note);
      found.set(orderId, list);
    }
    return found;
  }

  private async paymentsOf(invoiceIds: number[]): Promise<Map<number, InvoicePaymentRow[]>> {
    const found = new Map<number, InvoicePaymentRow[]>();
    if (invoiceIds.length === 0) return found;
    const rows = await this.db
      .select()
      .from(companyInvoicePayments)
      .where(inArray(companyInvoicePayments.companyInvoiceId, invoiceIds))
      .orderBy(asc(companyInvoicePayments.receivedOn), asc(companyInvoicePayments.id));
    for (const row of rows) {
      const list = found.get(row.companyInvoiceId) ?? [];
      list.push(row);
      found.set(row.companyInvoiceId, list);
    }
    return found;
  }

  /** The invoice with its number, locked until the transaction ends. */
  lockInvoice(id: number) {
    return this.lockedInvoice(eq(companyInvoices.id, id));
  }

  /** The invoice of an order placed on account with its number, locked; none for another order. */
  lockInvoiceOfOrder(orderId: number) {
    return this.lockedInvoice(eq(companyInvoices.orderId, orderId));
  }

  private async lockedInvoice(where: SQL) {
    const [row] = await this.db
      .select({ invoice: companyInvoices, number: invoices.number })
      .from(companyInvoices)
      .innerJoin(invoices, eq(invoices.id, companyInvoices.invoiceId))
      .where(where)
      .limit(1)
      .for('update', { of: companyInvoices });
    return row;
  }

  /**
   * An entry recorded before for the invoice: of this kind under this reference, or under this
   * idempotency key (a retried request), if any.
   */
  async samePayment(
    invoiceId: number,
    kind: InvoicePaymentKind,
    reference: string,
    idempotencyKey: string | undefined,
  ): Promise<InvoicePaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyInvoicePayments)
      .where(
        and(
          eq(companyInvoicePayments.companyInvoiceId, invoiceId),
          or(
            and(
              eq(companyInvoicePayments.kind, kind),
              eq(companyInvoicePayments.reference, reference),
            ),
            idempotencyKey === undefined
              ? undefined
              : eq(companyInvoicePayments.idempotencyKey, idempotencyKey),
          ),
        ),
      )
      .limit(1);
    return row;
  }

  async insertPayment(values: typeof companyInvoicePayments.$inferInsert) {
    const [row] = await this.db.insert(companyInvoicePayments).values(values).returning();
    return row!;
  }

  async setPaid(invoice: CompanyInvoiceRow, paidCents: number) {
    await this.db
      .update(companyInvoices)
      .set({
        paidCents,
        status: settledStatus(invoice, paidCents, invoice.creditedCents),
        updatedAt: sql`now()`,
      })
      .where(eq(companyInvoices.id, invoice.id));
  }

  async setCredited(invoice: CompanyInvoiceRow, creditedCents: number) {
    await this.db
      .update(companyInvoices)
      .set({
        creditedCents,
        status: settledStatus(invoice, invoice.paidCents, creditedCents),
        updatedAt: sql`now()`,
      })
      .where(eq(companyInvoices.id, invoice.id));
  }

  /** The next credit note number of `year`, taken in the caller's transaction (no gaps). */
  nextCreditNoteNumber(year: number): Promise<number> {
    return nextNumberOfYear(this.db, creditNoteCounters, year);
  }

  async setVoid(invoiceId: number) {
    await this.db
      .update(companyInvoices)
      .set({ status: 'void', updatedAt: sql`now()` })
      .where(eq(companyInvoices.id, invoiceId));
  }

  /**
   * Every company with open invoices, what it owes at each age as of `today` (an ISO day: not yet
   * due, then 1–30, 31–60, 61–90 and over 90 days past the due day), the longest overdue first.
   * One pass over the open invoices (their status index), summed in PostgreSQL.
   */
  async receivables(today: string): Promise<ReceivableRow[]> {
    const owed = sql`(${companyInvoices.amountCents} - ${companyInvoices.paidCents} - ${companyInvoices.creditedCents})`;
    const late = sql`(${today}::date - ${companyInvoices.dueOn})`;
    const owedWhen = (condition: SQL) =>
      sql<string>`coalesce(sum(${owed}) filter (where ${condition}), 0)`;
    const rows = await this.db
      .select({
        companyId: companies.id,
        name: companies.name,
        netDays: companyTerms.netDays,
        creditLimitCents: companyTerms.creditLimitCents,
        openInvoices: sql<string>`count(*)`,
        oldestDueOn: sql<string>`min(${companyInvoices.dueOn})::text`,
        current: owedWhen(sql`${late} <= 0`),
        overdue_1_30: owedWhen(sql`${late} between 1 and 30`),
        overdue_31_60: owedWhen(sql`${late} between 31 and 60`),
        overdue_61_90: owedWhen(sql`${late} between 61 and 90`),
        overdue_over_90: owedWhen(sql`${late} > 90`),
      })
      .from(companyInvoices)
      .innerJoin(companies, eq(companies.id, companyInvoices.companyId))
      .leftJoin(companyTerms, eq(companyTerms.companyId, companies.id))
      .where(eq(companyInvoices.status, 'open'))
      .groupBy(companies.id, companies.name, companyTerms.netDays, companyTerms.creditLimitCents)
      .orderBy(sql`min(${companyInvoices.dueOn})`, asc(companies.name), asc(companies.id));
    return rows.map((row) => ({
      companyId: row.companyId,
      name: row.name,
      netDays: (row.netDays as NetTermsDays | null) ?? null,
      creditLimitCents: row.creditLimitCents ?? 0,
      openInvoices: Number(row.openInvoices),
      oldestDueOn: row.oldestDueOn,
      owedCents: {
        current: Number(row.current),
        overdue_1_30: Number(row.overdue_1_30),
        overdue_31_60: Number(row.overdue_31_60),
        overdue_61_90: Number(row.overdue_61_90),
        overdue_over_90: Number(row.overdue_over_90),
      },
    }));
  }

  /** Open invoices due on or before `day`, oldest due first. */
  openDueBy(day: string) {
    return this.db
      .select({ id: companyInvoices.id, dueOn: companyInvoices.dueOn })
      .from(companyInvoices)
      .where(and(eq(companyInvoices.status, 'open'), lte(companyInvoices.dueOn, day)))
      .orderBy(asc(companyInvoices.dueOn), asc(companyInvoices.id));
  }

  /** True when this call recorded the reminder; false when it was recorded before. */
  async claimReminder(invoiceId: number, kind: InvoiceReminderKind): Promise<boolean> {
    const claimed = await this.db
      .insert(companyInvoiceReminders)
      .values({ companyInvoiceId: invoiceId, kind })
      .onConflictDoNothing()
      .returning({ id: companyInvoiceReminders.companyInvoiceId });
    return claimed.length > 0;
  }

  /**
   * What a reminder about the invoice says, and to whom: the buyer who ordered, and the company's
   * admins beside them (who see its account and its statement, and often pay its invoices).
   */
  async forReminder(invoiceId: number) {
    const [row] = await this.db
      .select({
        invoice: companyInvoices,
        number: invoices.number,
        trackingNo: orders.trackingNo,
        poNumber: orders.poNumber,
        email: orders.email,
        firstName: orders.firstName,
        companyName: companies.name,
      })
      .from(companyInvoices)
      .innerJoin(invoices, eq(invoices.id, companyInvoices.invoiceId))
      .innerJoin(orders, eq(orders.id, companyInvoices.orderId))
      .innerJoin(companies, eq(companies.id, companyInvoices.companyId))
      .where(eq(companyInvoices.id, invoiceId))
      .limit(1);
    if (!row) return undefined;
    return { ...row, admins: await this.adminsBesides(row.invoice.companyId, row.email) };
  }

  /** The e-mail addresses of the company's admins but `buyer`'s, who is written to directly. */
  async adminsBesides(companyId: number, buyer: string): Promise<string[]> {
    const admins = await this.db
      .select({ email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')))
      .orderBy(asc(users.email));
    return admins
      .map((admin) => admin.email)
      .filter((email) => email.toLowerCase() !== buyer.toLowerCase());
  }

  /** A credit note by its number, with its invoice, order and company; undefined for none. */
  async creditNote(number: string) {
    const [row] = await this.db
      .select({
        note: {
          number: orderRefunds.providerRefundId,
          amountCents: orderRefunds.amountCents,
          issuedAt: orderRefunds.createdAt,
        },
        invoice: {
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          amountCents: companyInvoices.amountCents,
          companyId: companyInvoices.companyId,
        },
        order: orders,
      })
      .from(orderRefunds)
      .innerJoin(companyInvoices, eq(companyInvoices.orderId, orderRefunds.orderId))
      .innerJoin(invoices, eq(invoices.id, companyInvoices.invoiceId))
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(eq(orderRefunds.providerRefundId, number))
      .limit(1);
    return row;
  }

  /** The invoice of an order placed on account, for the order's own invoice. */
  async ofOrder(orderId: number) {
    const [row] = await this.db
      .select()
      .from(companyInvoices)
      .where(eq(companyInvoices.orderId, orderId))
      .limit(1);
    return row;
  }

  async audit(actor: AuditActor, action: string, summary: string) {
    await recordStaffAction(this.db, actor, { area: 'companies', action, summary });
  }
}
