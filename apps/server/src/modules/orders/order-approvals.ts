import {
  ACCOUNT_COMPANY_PATH,
  APPROVAL_MESSAGES,
  checkoutPath,
  centsToDollars,
  COMPANY_MESSAGES,
  formatMoney,
  type Approval,
  type ApprovalsResponse,
  type CheckoutApproval,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import type { ApprovalLine } from '../../db/schema';
import { recordStaffAction, type AuditActor } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import { approvalRuleOf, companyAdmins } from '../companies';
import { quoteNumber } from '../quotes';
import { buyableLines, checkoutSource } from './checkout-source';
import {
  approvalDecidedMail,
  approvalRequestedMail,
  type ApprovalMailFacts,
} from './order-approvals.mail';
import { OrderApprovalsRepository, type ListedApprovalRow } from './order-approvals.repository';
import { approvalDecidedMailJob, approvalRequestedMailJob } from './orders.jobs';
import { OrdersRepository, type Payer } from './orders.repository';

/** A line as the approval compares it: which product, how many, at what price for one. */
type PricedLine = { productId: number; quantity: number; unitPriceCents: number };

/**
 * What an approval holds a checkout to: its quote (or the cart) and each product's quantity. The
 * same lines in another order are the same order; another quantity or product is another one.
 */
export function approvalFingerprint(lines: PricedLine[], quoteId: number | null): string {
  const quantities = [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((line) => `${line.productId}x${line.quantity}`);
  return [quoteId === null ? 'cart' : `quote:${quoteId}`, ...quantities].join(',');
}

const subtotalOf = (lines: PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

const personName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

export function companyPageUrl(publicUrl: string): string {
  return `${publicUrl}${ACCOUNT_COMPANY_PATH}`;
}

/**
 * Where a checkout of these lines stands with approval; null when it needs none. Approved, its
 * `approval_id` is the approval it may be placed with.
 */
export async function approvalState(
  db: Database,
  payer: Payer,
  lines: PricedLine[],
  quoteId: number | null,
): Promise<CheckoutApproval | null> {
  if (!('userId' in payer) || lines.length === 0) return null;
  const rule = await approvalRuleOf(db, payer.userId);
  if (!rule || rule.role === 'admin' || rule.limitCents === null) return null;
  const subtotalCents = subtotalOf(lines);
  if (subtotalCents <= rule.limitCents) return null;
  const latest = await new OrderApprovalsRepository(db).latestFor(
    payer.userId,
    approvalFingerprint(lines, quoteId),
  );
  const base = { limit: centsToDollars(rule.limitCents), reason: null };
  switch (latest?.status) {
    case 'pending':
      return { ...base, state: 'pending', approval_id: latest.id };
    case 'declined':
      return { ...base, state: 'declined', approval_id: latest.id, reason: latest.reason };
    case 'approved':
      // Prices that rose since it was approved are not what the admin said yes to.
      if (subtotalCents <= latest.subtotalCents) {
        return { ...base, state: 'approved', approval_id: latest.id };
      }
      return { ...base, state: 'needed', approval_id: null };
    default:
      return { ...base, state: 'needed', approval_id: null };
  }
}

/**
 * Checkout's gate, before any payment opens or order is written: the approval these lines are
 * ordered with (null when they need none); a 409 saying what to do when they are not approved.
 */
export async function approvalGate(
  db: Database,
  payer: Payer,
  lines: PricedLine[],
  quoteId: number | null,
): Promise<number | null> {
  const state = await approvalState(db, payer, lines, quoteId);
  if (!state) return null;
  switch (state.state) {
    case 'approved':
      return state.approval_id;
    case 'pending':
      throw new AppError('CONFLICT', APPROVAL_MESSAGES.pending);
    case 'declined':
      throw new AppError('CONFLICT', APPROVAL_MESSAGES.declined);
    default: {
      const changed =
        'userId' in payer &&
        (await new OrderApprovalsRepository(db).hasUnusedApproval(payer.userId));
      throw new AppError(
        'CONFLICT',
        changed ? APPROVAL_MESSAGES.changed : APPROVAL_MESSAGES.needed(state.limit),
      );
    }
  }
}

interface OrderApprovalsDeps {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  shop: Pick<ShopSettings, 'get'>;
}

/**
 * Approval of buyers' orders over their company's limit: a buyer asks for exactly the lines they
 * mean to order, an admin of the company approves or declines, and checkout lets those lines be
 * paid or placed on account only once approved. Admins, people in no company and companies
 * without a limit are never asked.
 */
export class OrderApprovals {
  private readonly repository: OrderApprovalsRepository;

  constructor(private readonly deps: OrderApprovalsDeps) {
    this.repository = new OrderApprovalsRepository(deps.db);
  }

  /** The company's requests for its admin; a buyer's own for a buyer. */
  async list(userId: number): Promise<Omit<ApprovalsResponse, 'status'>> {
    const rule = await approvalRuleOf(this.deps.db, userId);
    if (!rule) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.noCompany);
    const rows = await this.repository.list(
      rule.companyId,
      rule.role === 'admin' ? undefined : userId,
    );
    return {
      approval_limit: rule.limitCents === null ? null : centsToDollars(rule.limitCents),
      approvals: rows.map(toApproval),
    };
  }

  /**
   * A buyer asks for approval of their cart (or of an accepted quote of theirs) as it stands.
   * A request still waiting is replaced; the company's admins are e-mailed.
   */
  async request(
    actor: AuditActor,
    input: { quote_id?: number | undefined; note?: string | undefined },
  ): Promise<Approval> {
    const id = await this.repository.transaction(async (repository) => {
      // The company's limit is read and held until the request is written: a change of it at the
      // same moment either comes first, and is what this request is measured against, or waits,
      // and then finds this request waiting and settles it if the new limit holds it.
      const rule = await approvalRuleOf(repository.db, actor.id, { lock: true });
      if (!rule) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.noCompany);
      if (rule.role === 'admin') throw new AppError('CONFLICT', APPROVAL_MESSAGES.adminsNeedNone);
      const { limitCents } = rule;
      if (limitCents === null) throw new AppError('CONFLICT', APPROVAL_MESSAGES.noLimit);
      const orders = new OrdersRepository(repository.db);
      const { rows, quote } = await checkoutSource(orders, { userId: actor.id }, input);
      const lines = buyableLines(rows);
      const subtotalCents = subtotalOf(lines);
      if (subtotalCents <= limitCents) {
        throw new AppError('CONFLICT', APPROVAL_MESSAGES.withinLimit(centsToDollars(limitCents)));
      }
      await repository.withdrawPending(actor.id);
      const approval = await repository.insert({
        companyId: rule.companyId,
        userId: actor.id,
        lines: lines.map(({ productId, name, sku, unitPriceCents, quantity }): ApprovalLine => ({
          productId,
          name,
          sku,
          unitPriceCents,
          quantity,
        })),
        subtotalCents,
        fingerprint: approvalFingerprint(lines, quote?.id ?? null),
        quoteId: quote?.id ?? null,
        note: input.note ?? null,
      });
      await recordStaffAction(repository.db, actor, {
        area: 'companies',
        action: 'approval.request',
        summary: `${actor.email} asked for approval of an order of ${formatMoney(subtotalCents)} (limit ${formatMoney(limitCents)})`,
      });
      await this.deps.jobs.enqueue(repository.db, approvalRequestedMailJob, {
        approvalId: approval.id,
      });
      return approval.id;
    });
    return this.view(id);
  }

  approve(actor: AuditActor, id: number): Promise<Approval> {
    return this.decide(actor, id, 'approved', null);
  }

  decline(actor: AuditActor, id: number, reason: string): Promise<Approval> {
    return this.decide(actor, id, 'declined', reason);
  }

  /** An admin's answer to a request of their company's still waiting; the buyer is e-mailed. */
  private async decide(
    actor: AuditActor,
    id: number,
    status: 'approved' | 'declined',
    reason: string | null,
  ): Promise<Approval> {
    const rule = await approvalRuleOf(this.deps.db, actor.id);
    if (!rule) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.noCompany);
    if (rule.role !== 'admin') throw new AppError('NOT_ALLOWED', COMPANY_MESSAGES.adminOnly);
    await this.repository.transaction(async (repository) => {
      const approval = await repository.lock(id);
      if (!approval || approval.companyId !== rule.companyId) {
        throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
      }
      if (approval.status !== 'pending') throw new AppError('CONFLICT', APPROVAL_MESSAGES.decided);
      await repository.decide(id, { status, decidedBy: actor.id, reason });
      await recordStaffAction(repository.db, actor, {
        area: 'companies',
        action: `approval.${status === 'approved' ? 'approve' : 'decline'}`,
        summary: `${status === 'approved' ? 'Approved' : 'Declined'} request ${id} for an order of ${formatMoney(approval.subtotalCents)}${reason ? ` (${reason})` : ''}`,
      });
      await this.deps.jobs.enqueue(repository.db, approvalDecidedMailJob, { approvalId: id });
    });
    return this.view(id);
  }

  private async view(id: number): Promise<Approval> {
    const row = await this.repository.listedById(id);
    if (!row) throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
    return toApproval(row);
  }

  /** E-mails each admin of the company about a request, once per job. */
  async sendRequested(approvalId: number, jobId: string): Promise<void> {
    const row = await this.repository.listedById(approvalId);
    if (!row || row.approval.status !== 'pending') return;
    const facts = mailFacts(row);
    const shop = await this.deps.shop.get();
    for (const admin of await companyAdmins(this.deps.db, row.approval.companyId)) {
      await sendMailOnce(this.deps, `${jobId}-${admin.userId}`, async () =>
        approvalRequestedMail(shop, admin, facts, companyPageUrl(this.deps.publicUrl)),
      );
    }
  }

  /**
   * E-mails the buyer what became of their request: their admin's answer, or a new limit under
   * which it needs none.
   */
  async sendDecided(approvalId: number, jobId: string): Promise<void> {
    const { publicUrl } = this.deps;
    const row = await this.repository.listedById(approvalId);
    if (!row) return;
    const { approval } = row;
    // Waiting, withdrawn or already ordered: there is nothing (or no longer anything) to tell.
    const outcome = approval.status;
    if (outcome !== 'approved' && outcome !== 'declined' && outcome !== 'not_needed') return;
    const next =
      outcome === 'declined'
        ? companyPageUrl(publicUrl)
        : `${publicUrl}${checkoutPath(approval.quoteId)}`;
    await sendMailOnce(this.deps, jobId, async () =>
      approvalDecidedMail(
        await this.deps.shop.get(),
        { email: row.buyerEmail, firstName: row.buyerFirstName },
        {
          ...mailFacts(row),
          outcome,
          decider: personName(row.deciderFirstName, row.deciderLastName) || 'Your admin',
          reason: approval.reason,
        },
        next,
      ),
    );
  }
}

/**
 * In the transaction that changes a company's approval limit: the requests still waiting whose
 * order it no longer holds (no limit left, or one at or over their subtotal) need no answer, so
 * they stop waiting, each audited, and each buyer is told they may order. Their checkout then
 * asks no approval for those lines.
 */
export async function approvalsAfterLimitChange(
  db: Database,
  jobs: JobQueue,
  actor: AuditActor,
  change: { companyId: number; limitCents: number | null },
): Promise<void> {
  const { limitCents } = change;
  const settled = await new OrderApprovalsRepository(db).notNeeded(change.companyId, limitCents);
  for (const approval of settled) {
    await recordStaffAction(db, actor, {
      area: 'companies',
      action: 'approval.not-needed',
      summary: `Request ${approval.id} for an order of ${formatMoney(approval.subtotalCents)} needs no approval any more: ${limitCents === null ? 'the limit was removed' : `the limit is now ${formatMoney(limitCents)}`}`,
    });
    await jobs.enqueue(db, approvalDecidedMailJob, { approvalId: approval.id });
  }
}

/**
 * Before a payment's money is captured, in the transaction that starts the capture: the approval
 * becomes this payment's, so that a second payment opened with it (another tab) is refused
 * before anything is taken. A 409 when it was approved for an order already placed or being paid.
 */
export async function claimApproval(
  db: Database,
  approvalId: number,
  paymentId: number,
): Promise<void> {
  if (!(await new OrderApprovalsRepository(db).claim(approvalId, paymentId))) {
    throw new AppError('CONFLICT', APPROVAL_MESSAGES.usedElsewhere);
  }
}

/**
 * Once an order is written with an approval, it is spent: the order is recorded on it, in the
 * order's transaction. False when another payment holds it or spent it, which an order on account
 * (claimed nowhere else) finds out here.
 */
export function approvalOrdered(
  db: Database,
  approvalId: number,
  order: { id: number; paymentId: number },
): Promise<boolean> {
  return new OrderApprovalsRepository(db).markOrdered(approvalId, order.paymentId, order.id);
}

function mailFacts({ approval, buyerFirstName, buyerLastName }: ListedApprovalRow) {
  return {
    buyer: personName(buyerFirstName, buyerLastName),
    subtotalCents: approval.subtotalCents,
    lines: approval.lines,
    quoteNumber: approval.quoteId === null ? null : quoteNumber(approval.quoteId),
    note: approval.note,
  } satisfies ApprovalMailFacts;
}

function toApproval(row: ListedApprovalRow): Approval {
  const { approval } = row;
  return {
    id: approval.id,
    status: approval.status,
    buyer: {
      user_id: approval.userId,
      name: personName(row.buyerFirstName, row.buyerLastName) || row.buyerEmail,
      email: row.buyerEmail,
    },
    lines: approval.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      sku: line.sku,
      unit_price: centsToDollars(line.unitPriceCents),
      quantity: line.quantity,
      line_total: centsToDollars(line.unitPriceCents * line.quantity),
    })),
    subtotal: centsToDollars(approval.subtotalCents),
    quote:
      approval.quoteId === null
        ? null
        : { id: approval.quoteId, number: quoteNumber(approval.quoteId) },
    note: approval.note,
    requested_at: approval.requestedAt.toISOString(),
    decided_at: approval.decidedAt?.toISOString() ?? null,
    decided_by: personName(row.deciderFirstName, row.deciderLastName) || null,
    reason: approval.reason,
    order:
      approval.orderId === null || row.trackingNo === null
        ? null
        : { id: approval.orderId, tracking_no: row.trackingNo },
  };
}
