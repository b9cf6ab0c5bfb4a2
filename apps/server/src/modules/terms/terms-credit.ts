import {
  addDays,
  formatCreditNoteNumber,
  formatMoney,
  overCreditLimitMessage,
  TERMS_MESSAGES,
  type CreditNote,
  type IsoDate,
  type NetTermsDays,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError, invalidData } from '../../platform/errors';
import { PlannerCalendarService } from '../shows';
import {
  creditableCents,
  creditNoteView,
  openBalanceCents,
  TermsRepository,
} from './terms.repository';

/** The company an order on account is charged to, and the terms its invoice is due by. */
export interface AccountCharge {
  companyId: number;
  netDays: NetTermsDays;
  /** The shop's day when it was charged, which the invoice's due day is counted from. */
  chargedOn: IsoDate;
}

/**
 * For an order placed on account, in the transaction that writes it: locks the buyer's company
 * row, so that two buyers of one company ordering at once take turns and only one of them can
 * spend the last of the limit; then refuses the order when the company has no terms, has an
 * overdue invoice, or has less credit left than `totalCents` (saying by how much).
 */
export async function chargeToAccount(
  db: Database,
  userId: number,
  totalCents: number,
  now: Date,
): Promise<AccountCharge> {
  const repository = new TermsRepository(db);
  const member = await repository.membership(userId, true);
  if (!member) throw new AppError('NOT_ALLOWED', TERMS_MESSAGES.notInCompany);
  const today = await new PlannerCalendarService(db).dayAt(now);
  const account = await repository.account(member.companyId, today);
  if (!account || account.netDays === null) throw new AppError('CONFLICT', TERMS_MESSAGES.noTerms);
  if (account.overdue) throw new AppError('CONFLICT', TERMS_MESSAGES.overdue);
  const availableCents = Math.max(0, account.creditLimitCents - account.openBalanceCents);
  if (totalCents > availableCents) {
    throw new AppError(
      'CONFLICT',
      overCreditLimitMessage(formatMoney(totalCents - availableCents), formatMoney(availableCents)),
    );
  }
  return { companyId: account.companyId, netDays: account.netDays, chargedOn: today };
}

/**
 * Records what the company owes for an order placed on account, in the transaction that placed
 * it: its amount, due `netDays` after the shop's day it was charged on.
 */
export async function recordAccountInvoice(
  db: Database,
  charge: AccountCharge,
  invoice: { orderId: number; invoiceId: number; amountCents: number; issuedAt: Date },
): Promise<void> {
  await new TermsRepository(db).insertInvoice({
    orderId: invoice.orderId,
    invoiceId: invoice.invoiceId,
    companyId: charge.companyId,
    amountCents: invoice.amountCents,
    issuedAt: invoice.issuedAt,
    dueOn: addDays(charge.chargedOn, charge.netDays),
  });
}

/**
 * What credit notes could still take off the invoice of an order placed on account, and what
 * they can take off now: no more than the invoice still asks for, so money already received
 * must be recorded as returned first. Undefined for an order paid at once.
 */
export async function accountCreditable(
  db: Database,
  orderId: number,
): Promise<{ creditableCents: number; nowCents: number } | undefined> {
  const invoice = await new TermsRepository(db).ofOrder(orderId);
  if (!invoice) return undefined;
  const creditable = creditableCents(invoice);
  return { creditableCents: creditable, nowCents: Math.min(creditable, openBalanceCents(invoice)) };
}

/** A credit note issued against the invoice of an order placed on account. */
export interface AccountCredit {
  /** The credit note's own number (CN-2026-000001). */
  number: string;
  invoiceNumber: string;
  amountCents: number;
  /** What a further credit note could still take off the invoice. */
  remainingCents: number;
}

/**
 * For a refund of an order placed on account, in the transaction that records it: issues a
 * credit note of `amountCents` (all that is left when undefined) against the order's invoice,
 * numbered within the shop's year as invoices are, and takes it off what the invoice asks for.
 * A credit can only lower what is still owed: beyond the open balance the money received would
 * be more than the invoice asks for, so staff record the difference as returned first (409).
 */
export async function creditAccountInvoice(
  db: Database,
  orderId: number,
  amountCents: number | undefined,
  at: Date,
): Promise<AccountCredit> {
  const repository = new TermsRepository(db);
  const found = await repository.lockInvoiceOfOrder(orderId);
  if (!found) throw new AppError('NOT_FOUND', TERMS_MESSAGES.invoiceNotFound);
  const { invoice, number: invoiceNumber } = found;
  if (invoice.status === 'void') throw new AppError('CONFLICT', TERMS_MESSAGES.voided);
  const leftCents = creditableCents(invoice);
  if (leftCents === 0) throw new AppError('CONFLICT', TERMS_MESSAGES.creditedInFull);
  const creditCents = amountCents ?? leftCents;
  if (creditCents > leftCents) {
    throw invalidData({
      amount: [`At most ${formatMoney(leftCents)} can still be credited on this order.`],
    });
  }
  const balanceCents = openBalanceCents(invoice);
  if (creditCents > balanceCents) {
    throw new AppError(
      'CONFLICT',
      TERMS_MESSAGES.creditBeyondBalance(
        invoiceNumber,
        formatMoney(invoice.paidCents),
        formatMoney(balanceCents),
      ),
    );
  }
  const year = await new PlannerCalendarService(db).yearAt(at);
  const number = formatCreditNoteNumber(year, await repository.nextCreditNoteNumber(year));
  await repository.setCredited(invoice, invoice.creditedCents + creditCents);
  return {
    number,
    invoiceNumber,
    amountCents: creditCents,
    remainingCents: leftCents - creditCents,
  };
}

/**
 * The credit notes against the invoice of an order placed on account, as its customer sees them
 * (none for an order paid at once).
 */
export async function accountCreditNotes(db: Database, orderId: number): Promise<CreditNote[]> {
  return (await new TermsRepository(db).creditNotesOfOrder(orderId)).map(creditNoteView);
}

/**
 * Who is copied on an e-mail about the invoice of an order placed on account: the admins of the
 * company it was charged to, besides the buyer who ordered (who gets it), as reminders are.
 */
export async function invoiceCopiesTo(
  db: Database,
  orderId: number,
  buyer: string,
): Promise<string[]> {
  const repository = new TermsRepository(db);
  const invoice = await repository.ofOrder(orderId);
  return invoice ? repository.adminsBesides(invoice.companyId, buyer) : [];
}

/**
 * Where the invoice of an order placed on account stands: the day it is due and what it still
 * asks for. Undefined for an order paid at once.
 */
export async function accountInvoiceState(
  db: Database,
  orderId: number,
): Promise<{ dueOn: string; balanceCents: number } | undefined> {
  const invoice = await new TermsRepository(db).ofOrder(orderId);
  return invoice && { dueOn: invoice.dueOn, balanceCents: openBalanceCents(invoice) };
}

/**
 * For an order on account being cancelled, in the transaction that cancels it: voids its invoice,
 * so that it no longer counts against the company's credit nor gets reminders. Refused (409)
 * once money has been received against it: cancelling would leave that money unaccounted for.
 * Answers the invoice's number; undefined for an order not placed on account.
 */
export async function voidAccountInvoice(
  db: Database,
  orderId: number,
): Promise<string | undefined> {
  const repository = new TermsRepository(db);
  const found = await repository.lockInvoiceOfOrder(orderId);
  if (!found) return undefined;
  const { invoice, number } = found;
  if (invoice.paidCents > 0) {
    throw new AppError(
      'CONFLICT',
      TERMS_MESSAGES.receivedBeforeCancel(number, formatMoney(invoice.paidCents)),
    );
  }
  await repository.setVoid(invoice.id);
  return number;
}
