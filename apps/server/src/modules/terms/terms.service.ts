import {
  centsToDollars,
  COMPANY_MESSAGES,
  creditNoteFilename,
  formatMoney,
  RECEIVABLE_AGES,
  TERMS_MESSAGES,
  type AgedAmounts,
  type CompanyInvoice,
  type CompanyTerms,
  type GrantTermsRequestSchema,
  type ReceivableAge,
  type ReceivablesResponse,
  type RecordInvoicePaymentRequestSchema,
  type ShopInfo,
} from '@backlit/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import { PlannerCalendarService } from '../shows';
import { renderCreditNotePdf } from './credit-note.pdf';
import { renderStatementPdf } from './statement.pdf';
import {
  creditNoteView,
  openBalanceCents,
  TermsRepository,
  type CompanyInvoiceRow,
  type InvoiceListed,
  type TermsAccount,
} from './terms.repository';

type GrantTerms = z.output<typeof GrantTermsRequestSchema>;
type RecordPayment = z.output<typeof RecordInvoicePaymentRequestSchema>;

const notFound = (message: string) => new AppError('NOT_FOUND', message);

/**
 * A company's account on terms: what its members see (the admins see its invoices too), what
 * staff grant, the payments they record against invoices, and the statement of account.
 */
export class TermsService {
  private readonly repository: TermsRepository;

  constructor(db: Database) {
    this.repository = new TermsRepository(db);
  }

  /** The member's company's terms (null when it has none); invoices for its admins only. */
  async forMember(userId: number, now = new Date()): Promise<CompanyTerms | null> {
    const member = await this.repository.membership(userId);
    if (!member) throw notFound(COMPANY_MESSAGES.noCompany);
    return this.view(member.companyId, member.role === 'admin', now);
  }

  /** A company's terms for staff, every invoice with its payments. */
  forStaff(companyId: number, now = new Date()): Promise<CompanyTerms | null> {
    return this.view(companyId, true, now);
  }

  private async view(
    companyId: number,
    withInvoices: boolean,
    now: Date,
    repository = this.repository,
  ): Promise<CompanyTerms | null> {
    const today = await new PlannerCalendarService(repository.db).dayAt(now);
    const account = await repository.account(companyId, today);
    if (!account) throw notFound(COMPANY_MESSAGES.companyNotFound);
    const invoices = withInvoices ? await repository.invoices(companyId) : null;
    // A company whose terms were taken away still shows what it owes until it is paid.
    if (account.netDays === null && (invoices?.length ?? 0) === 0) return null;
    return {
      net_days: account.netDays,
      credit_limit: centsToDollars(account.creditLimitCents),
      open_balance: centsToDollars(account.openBalanceCents),
      available_credit: centsToDollars(availableCents(account)),
      blocked:
        account.netDays === null
          ? TERMS_MESSAGES.noTerms
          : account.overdue
            ? TERMS_MESSAGES.overdue
            : null,
      invoices: invoices && invoices.map((listed) => invoiceView(listed, today)),
    };
  }

  /** Grants, changes or (net days null) takes away a company's terms; audited. */
  grant(actor: AuditActor, companyId: number, values: GrantTerms): Promise<CompanyTerms | null> {
    return this.repository.transaction(async (repository) => {
      const company = await repository.lockCompany(companyId);
      if (!company) throw notFound(COMPANY_MESSAGES.companyNotFound);
      if (values.net_days === null) {
        await repository.removeTerms(companyId);
        await repository.audit(actor, 'company.terms', `Took away ${company.name}'s terms`);
      } else {
        await repository.setTerms(companyId, values.net_days, values.credit_limit);
        await repository.audit(
          actor,
          'company.terms',
          `Granted ${company.name} net ${values.net_days} terms with a credit limit of ${formatMoney(values.credit_limit)}`,
        );
      }
      return this.view(companyId, true, new Date(), repository);
    });
  }

  /**
   * Records money received against an invoice, whole or part, or money returned to the company
   * (the invoice then owes it again); audited. The invoice row's lock makes two entries of one
   * payment take turns: the second finds the first by its kind and reference (or idempotency
   * key) and records nothing. More than the open balance received, or more than was received
   * returned, is refused.
   */
  recordPayment(
    actor: AuditActor,
    invoiceId: number,
    values: RecordPayment,
  ): Promise<{ companyId: number; recorded: boolean }> {
    return this.repository.transaction(async (repository) => {
      const found = await repository.lockInvoice(invoiceId);
      if (!found) throw notFound(TERMS_MESSAGES.invoiceNotFound);
      const { invoice, number } = found;
      const same = await repository.samePayment(
        invoiceId,
        values.kind,
        values.reference,
        values.idempotency_key,
      );
      if (same) return { companyId: invoice.companyId, recorded: false };
      if (invoice.status === 'void') throw new AppError('CONFLICT', TERMS_MESSAGES.voided);
      const returned = values.kind === 'returned';
      if (returned) refuseReturn(values.amount, invoice.paidCents);
      else refusePayment(values.amount, invoice);
      await repository.insertPayment({
        companyInvoiceId: invoiceId,
        kind: values.kind,
        amountCents: values.amount,
        receivedOn: values.received_on,
        reference: values.reference,
        idempotencyKey: values.idempotency_key ?? null,
        recordedBy: actor.id,
      });
      await repository.setPaid(
        invoice,
        invoice.paidCents + (returned ? -values.amount : values.amount),
      );
      await repository.audit(
        actor,
        'company.invoice_payment',
        `Recorded ${formatMoney(values.amount)} ${returned ? 'returned to the company' : 'received'} ${values.received_on} against invoice ${number} (reference ${values.reference})`,
      );
      return { companyId: invoice.companyId, recorded: true };
    });
  }

  /** What every company owes on account, aged as of the shop's day, with the totals. */
  async receivables(now = new Date()): Promise<Omit<ReceivablesResponse, 'status'>> {
    const today = await new PlannerCalendarService(this.repository.db).dayAt(now);
    const rows = await this.repository.receivables(today);
    const totalCents = Object.fromEntries(RECEIVABLE_AGES.map((age) => [age, 0])) as Record<
      ReceivableAge,
      number
    >;
    for (const row of rows)
      for (const age of RECEIVABLE_AGES) totalCents[age] += row.owedCents[age];
    return {
      as_of: today,
      totals: agedDollars(totalCents),
      companies: rows.map((row) => ({
        company_id: row.companyId,
        name: row.name,
        net_days: row.netDays,
        credit_limit: centsToDollars(row.creditLimitCents),
        open_invoices: row.openInvoices,
        oldest_due_on: row.oldestDueOn,
        owed: agedDollars(row.owedCents),
      })),
    };
  }

  /** The statement of account of the member's company, for its admins. */
  async statementForMember(userId: number, shop: ShopInfo, now = new Date()) {
    const member = await this.repository.membership(userId);
    if (!member) throw notFound(COMPANY_MESSAGES.noCompany);
    if (member.role !== 'admin') throw new AppError('NOT_ALLOWED', COMPANY_MESSAGES.adminOnly);
    return this.statement(member.companyId, shop, now);
  }

  /** The statement of account of any company, for staff. */
  async statement(companyId: number, shop: ShopInfo, now = new Date()) {
    const today = await new PlannerCalendarService(this.repository.db).dayAt(now);
    const account = await this.repository.account(companyId, today);
    if (!account) throw notFound(COMPANY_MESSAGES.companyNotFound);
    const invoices = await this.repository.invoices(companyId);
    const bytes = await renderStatementPdf(shop, { account, invoices, today });
    return { filename: `statement-${today}.pdf`, bytes };
  }

  /**
   * A credit note as a PDF, for the buyer who placed its order and the admins of its company;
   * anyone else is told there is none, as for a number never issued.
   */
  async creditNoteForMember(userId: number, number: string, shop: ShopInfo) {
    const found = await this.repository.creditNote(number);
    const member = found && (await this.repository.membership(userId));
    const allowed =
      found !== undefined &&
      (found.order.userId === userId ||
        (member?.role === 'admin' && member.companyId === found.invoice.companyId));
    if (!allowed) throw notFound(TERMS_MESSAGES.creditNoteNotFound);
    return this.creditNotePdf(found, shop);
  }

  /** Any credit note as a PDF, for staff. */
  async creditNote(number: string, shop: ShopInfo) {
    const found = await this.repository.creditNote(number);
    if (!found) throw notFound(TERMS_MESSAGES.creditNoteNotFound);
    return this.creditNotePdf(found, shop);
  }

  private async creditNotePdf(
    found: NonNullable<Awaited<ReturnType<TermsRepository['creditNote']>>>,
    shop: ShopInfo,
  ) {
    const timeZone = await new PlannerCalendarService(this.repository.db).timeZone();
    const bytes = await renderCreditNotePdf(shop, { ...found, timeZone });
    return { filename: creditNoteFilename(found.note.number), bytes };
  }
}

/** Cents at each age as dollars, with their sum. */
function agedDollars(cents: Record<ReceivableAge, number>): AgedAmounts {
  let totalCents = 0;
  for (const age of RECEIVABLE_AGES) totalCents += cents[age];
  return {
    ...(Object.fromEntries(
      RECEIVABLE_AGES.map((age) => [age, centsToDollars(cents[age])]),
    ) as Record<ReceivableAge, number>),
    total: centsToDollars(totalCents),
  };
}

/** Money received is refused on a settled invoice, and beyond its open balance. */
function refusePayment(amountCents: number, invoice: CompanyInvoiceRow): void {
  const balanceCents = openBalanceCents(invoice);
  if (balanceCents === 0) {
    throw new AppError(
      'CONFLICT',
      invoice.status === 'credited' ? TERMS_MESSAGES.creditedInFull : TERMS_MESSAGES.alreadyPaid,
    );
  }
  if (amountCents > balanceCents) {
    const message = TERMS_MESSAGES.overpaid(formatMoney(balanceCents));
    throw invalidData({ amount: [message] }, message);
  }
}

/** Money returned is refused beyond what was received against the invoice. */
function refuseReturn(amountCents: number, paidCents: number): void {
  if (paidCents === 0) throw new AppError('CONFLICT', TERMS_MESSAGES.nothingReceived);
  if (amountCents > paidCents) {
    const message = TERMS_MESSAGES.returnedTooMuch(formatMoney(paidCents));
    throw invalidData({ amount: [message] }, message);
  }
}

function availableCents(account: TermsAccount): number {
  if (account.netDays === null) return 0;
  return Math.max(0, account.creditLimitCents - account.openBalanceCents);
}

function invoiceView(listed: InvoiceListed, today: string): CompanyInvoice {
  const { invoice } = listed;
  return {
    id: invoice.id,
    number: listed.number,
    order_id: invoice.orderId,
    tracking_no: listed.trackingNo,
    po_number: listed.poNumber,
    amount: centsToDollars(invoice.amountCents),
    paid: centsToDollars(invoice.paidCents),
    credited: centsToDollars(invoice.creditedCents),
    balance: centsToDollars(openBalanceCents(invoice)),
    issued_at: invoice.issuedAt.toISOString(),
    due_on: invoice.dueOn,
    status: invoice.status,
    overdue: invoice.status === 'open' && invoice.dueOn < today,
    payments: listed.payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      amount: centsToDollars(payment.amountCents),
      received_on: payment.receivedOn,
      reference: payment.reference,
    })),
    credit_notes: listed.creditNotes.map(creditNoteView),
  };
}
