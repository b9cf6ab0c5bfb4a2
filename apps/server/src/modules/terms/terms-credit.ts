import {
  addDays,
  formatMoney,
  overCreditLimitMessage,
  TERMS_MESSAGES,
  type IsoDate,
  type NetTermsDays,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { PlannerCalendarService } from '../shows';
import { TermsRepository } from './terms.repository';

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

/** When an order placed on account is due to be paid; undefined for an order paid at once. */
export async function accountDueDay(db: Database, orderId: number): Promise<string | undefined> {
  return (await new TermsRepository(db).ofOrder(orderId))?.dueOn;
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
