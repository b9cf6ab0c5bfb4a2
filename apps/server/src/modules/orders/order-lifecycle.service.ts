import {
  canMoveOrder,
  formatMoney,
  isOnAccount,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
  type OrderStatus,
} from '@backlit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { artworkAfterOrderEnds, unapprovedArtworkLines } from '../artwork';
import { PaymentsRepository, type PaymentProvider } from '../payments';
import { requestReviewsLater } from '../reviews';
import { creditAccountInvoice, voidAccountInvoice } from '../terms';
import { OrderLifecycleRepository } from './order-lifecycle.repository';
import { orderStatusMailJob } from './orders.jobs';
import type { OrderChange } from './order-status.mail';
import { providerCapturedCents, type OrderRow, type PaymentRow } from './orders.repository';
import { ORDER_NOT_FOUND } from './orders.service';

export interface OrderLifecycleDeps {
  db: Database;
  payments: PaymentProvider;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();

/** What a refund gave back, what is left to give, and the sentence that says so. */
interface Given {
  amountCents: number;
  remainingCents: number;
  message: string;
  creditNote?: { number: string; invoice: string };
}

interface Locked {
  repository: OrderLifecycleRepository;
  order: OrderRow;
  payment: PaymentRow;
}

/**
 * Staff moving an order through its life. Each move locks the order row, checks the transitions
 * table, writes the change, its history event and the audit entry in one transaction, and then
 * queues the customer's e-mail with it. Answers a sentence saying what was done.
 */
export class OrderLifecycleService {
  private readonly repository: OrderLifecycleRepository;

  constructor(private readonly deps: OrderLifecycleDeps) {
    this.repository = new OrderLifecycleRepository(deps.db);
  }

  produce(orderId: number, actor: AuditActor, note?: string): Promise<string> {
    return this.simpleMove(orderId, actor, 'in_production', note);
  }

  deliver(orderId: number, actor: AuditActor, note?: string): Promise<string> {
    return this.simpleMove(orderId, actor, 'delivered', note);
  }

  async ship(
    orderId: number,
    actor: AuditActor,
    input: { carrier: string; tracking_number: string; note?: string | undefined },
  ): Promise<string> {
    const { carrier, tracking_number: trackingNumber } = input;
    return this.move(orderId, 'shipped', async ({ repository, order }) => {
      const message = `Order ${order.trackingNo} shipped with ${carrier} (${trackingNumber}).`;
      const moved = await repository.move(
        order,
        'shipped',
        { carrier, trackingNumber, note: input.note },
        {
          by: actor,
          audit: { action: 'order.ship', summary: message },
          shipment: { carrier, shipmentTrackingNumber: trackingNumber },
        },
      );
      await requestReviewsLater(this.deps.jobs, repository.db, order.id);
      return {
        message,
        mail: { order: moved, change: { kind: 'shipped', carrier, trackingNumber } },
      };
    });
  }

  /**
   * Cancels an order not yet shipped, refunding everything still captured; an order placed on
   * account has its invoice cancelled instead (refused once money was received against it).
   */
  cancel(orderId: number, actor: AuditActor, note?: string): Promise<string> {
    return this.move(orderId, 'cancelled', async (locked) => {
      const { repository, order } = locked;
      const voidedInvoice = isOnAccount(locked.payment)
        ? await voidAccountInvoice(repository.db, order.id)
        : undefined;
      const { refundableCents } = await this.refundable(locked);
      const refundedCents =
        refundableCents > 0
          ? await this.giveBack(locked, actor, refundableCents, refundableCents)
          : 0;
      const message = voidedInvoice
        ? `Order ${order.trackingNo} cancelled; invoice ${voidedInvoice} cancelled.`
        : `Order ${order.trackingNo} cancelled; ${formatMoney(refundedCents)} refunded.`;
      await artworkAfterOrderEnds(this.deps.jobs, repository.db, order.id);
      const moved = await repository.move(
        order,
        'cancelled',
        { refundCents: refundedCents || null, note },
        { by: actor, audit: { action: 'order.cancel', summary: message } },
      );
      return {
        message,
        mail: { order: moved, change: { kind: 'cancelled', refundedCents, voidedInvoice } },
      };
    });
  }

  /**
   * Refunds `amountCents` (everything still refundable when undefined): through the payment
   * provider, or for an order placed on account as a credit note against its invoice. The order
   * becomes `refunded` when nothing is left; a partial refund keeps its status and is recorded.
   */
  refund(
    orderId: number,
    actor: AuditActor,
    input: { amount?: number | undefined; note?: string | undefined },
  ): Promise<string> {
    return this.move(orderId, 'refunded', async (locked) => {
      const { repository, order } = locked;
      const given = isOnAccount(locked.payment)
        ? await this.credit(locked, actor, input.amount)
        : await this.refundThroughProvider(locked, actor, input.amount);
      const { amountCents, remainingCents } = given;
      const to = remainingCents === 0 ? 'refunded' : order.status;
      // A delivered order's files are on their way out already.
      if (to === 'refunded' && order.status !== 'delivered') {
        await artworkAfterOrderEnds(this.deps.jobs, repository.db, order.id);
      }
      const moved = await repository.move(
        order,
        to,
        { refundCents: amountCents, note: input.note },
        { by: actor, audit: { action: 'order.refund', summary: given.message } },
      );
      return {
        message: given.message,
        mail: {
          order: moved,
          change: {
            kind: 'refunded',
            refundedCents: amountCents,
            remainingCents,
            creditNote: given.creditNote,
          },
        },
      };
    });
  }

  private async refundThroughProvider(
    locked: Locked,
    actor: AuditActor,
    amount: number | undefined,
  ): Promise<Given> {
    const { order } = locked;
    const { refundableCents } = await this.refundable(locked);
    if (refundableCents <= 0) {
      throw new AppError('CONFLICT', `Nothing is left to refund on order ${order.trackingNo}.`);
    }
    const amountCents = amount ?? refundableCents;
    if (amountCents > refundableCents) {
      throw invalidData({
        amount: [`At most ${formatMoney(refundableCents)} can still be refunded on this order.`],
      });
    }
    await this.giveBack(locked, actor, amountCents, refundableCents);
    const remainingCents = refundableCents - amountCents;
    const message =
      remainingCents === 0
        ? `Order ${order.trackingNo} refunded in full (${formatMoney(amountCents)}).`
        : `Refunded ${formatMoney(amountCents)} on order ${order.trackingNo}; ${formatMoney(remainingCents)} remains refundable.`;
    return { amountCents, remainingCents, message };
  }

  /**
   * A refund of an order placed on account: nothing went through a provider, so a credit note
   * takes the amount off its invoice, and is recorded as the order's refund under its number.
   */
  private async credit(
    { repository, order }: Locked,
    actor: AuditActor,
    amount: number | undefined,
  ): Promise<Given> {
    const { number, invoiceNumber, amountCents, remainingCents } = await creditAccountInvoice(
      repository.db,
      order.id,
      amount,
      new Date(),
    );
    await repository.recordRefund({
      orderId: order.id,
      providerRefundId: number,
      amountCents,
      actorId: actor.id,
    });
    const issued = `credit note ${number} of ${formatMoney(amountCents)} against invoice ${invoiceNumber}`;
    const message =
      remainingCents === 0
        ? `Order ${order.trackingNo} refunded in full: ${issued}.`
        : `Issued ${issued} (order ${order.trackingNo}); ${formatMoney(remainingCents)} of the invoice can still be credited.`;
    return {
      amountCents,
      remainingCents,
      message,
      creditNote: { number, invoice: invoiceNumber },
    };
  }

  private simpleMove(
    orderId: number,
    actor: AuditActor,
    to: 'in_production' | 'delivered',
    note: string | undefined,
  ): Promise<string> {
    return this.move(orderId, to, async ({ repository, order }) => {
      if (to === 'in_production') {
        const waiting = await unapprovedArtworkLines(repository.db, order.id);
        if (waiting > 0) {
          throw new AppError(
            'CONFLICT',
            `Order ${order.trackingNo} cannot go into production: ${waiting} printed ${waiting === 1 ? 'line has' : 'lines have'} no approved artwork yet.`,
          );
        }
      }
      if (to === 'delivered') await artworkAfterOrderEnds(this.deps.jobs, repository.db, order.id);
      const message = `Order ${order.trackingNo} marked ${label(to)}.`;
      const action = to === 'in_production' ? 'order.production' : 'order.deliver';
      const moved = await repository.move(
        order,
        to,
        { note },
        { by: actor, audit: { action, summary: message } },
      );
      return { message, mail: { order: moved, change: { kind: to } } };
    });
  }

  /** Locks the order, checks the move, runs `work`, commits, then e-mails the customer. */
  private async move(
    orderId: number,
    to: OrderStatus,
    work: (
      locked: Locked,
    ) => Promise<{ message: string; mail: { order: OrderRow; change: OrderChange } }>,
  ): Promise<string> {
    const { message } = await this.repository.transaction(async (repository) => {
      const found = await repository.lockOrder(orderId);
      if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      if (!canMoveOrder(found.order.status, to)) {
        // The status as staff see it: an order on account not yet in production reads "on account".
        const shown = orderStatusLabel(found.order.status, isOnAccount(found.payment));
        throw new AppError(
          'CONFLICT',
          `Order ${found.order.trackingNo} is ${shown.toLowerCase()}: it cannot be ${to === 'in_production' ? 'put in production' : label(to)}.`,
        );
      }
      const done = await work({ repository, ...found });
      await this.deps.jobs.enqueue(repository.db, orderStatusMailJob, {
        orderId: done.mail.order.id,
        change: done.mail.change,
      });
      return done;
    });
    return message;
  }

  /** What the payment provider can still give back. */
  private async refundable({ repository, order, payment }: Locked) {
    const refunded = await repository.refundedSoFar(order.id);
    return {
      refundableCents: providerCapturedCents(payment) - refunded.cents,
      refundsSoFar: refunded.refunds,
    };
  }

  /** Refunds through the provider and records it; a provider failure records nothing (502). */
  private async giveBack(
    locked: Locked,
    actor: AuditActor,
    amountCents: number,
    refundableCents: number,
  ): Promise<number> {
    const { repository, order, payment } = locked;
    if (!payment.captureId) {
      throw new AppError(
        'CONFLICT',
        `Order ${order.trackingNo} has no captured payment to refund.`,
      );
    }
    const { refundsSoFar } = await this.refundable(locked);
    // Deterministic per refund: a retry after a lost answer is the same refund, never a second.
    const reference = `order-${order.id}-${refundsSoFar + 1}`;
    const refund = await this.deps.payments
      .refundCapture(payment.captureId, { amountCents, currency: order.currency, reference })
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, orderId: order.id }, 'order refund failed');
        throw new AppError(
          'PAYMENT_UNAVAILABLE',
          `The payment provider could not refund order ${order.trackingNo}. Nothing was refunded; please try again in a moment.`,
        );
      });
    await repository.recordRefund({
      orderId: order.id,
      providerRefundId: refund.refundId,
      amountCents: refund.amountCents,
      actorId: actor.id,
    });
    if (amountCents === refundableCents) {
      await new PaymentsRepository(repository.db).move(payment.id, 'refunded', {
        refundId: refund.refundId,
      });
    }
    return refund.amountCents;
  }
}
