import { amountToCents, type PaymentStatus } from '@backlit/domain';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { paypalEventJob } from './payments.jobs';
import {
  PaymentMoveRefused,
  PaymentsRepository,
  type PaymentChanges,
  type PaymentRow,
} from './payments.repository';

/** The parts of a PayPal webhook event the shop reads; PayPal's other fields pass through. */
export const PayPalEventSchema = z
  .object({
    id: z.string().min(1).max(200),
    event_type: z.string().min(1).max(200),
    resource: z
      .object({
        id: z.string().max(200).optional(),
        amount: z.object({ value: z.string(), currency_code: z.string() }).loose().optional(),
        supplementary_data: z
          .object({
            related_ids: z.object({ order_id: z.string().optional() }).loose().optional(),
          })
          .loose()
          .optional(),
        links: z.array(z.object({ rel: z.string(), href: z.string() }).loose()).optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
export type PayPalEvent = z.infer<typeof PayPalEventSchema>;
type Resource = NonNullable<PayPalEvent['resource']>;

/**
 * What the shop does with the order once PayPal reports its payment refunded in full. It runs in
 * the webhook's transaction. The orders module provides it (the app wires it in), so payments does
 * not depend on orders, which depends on payments to take the money.
 */
export type FullRefundHandler = (
  db: Database,
  refund: { paymentId: number; refundId: string | undefined; amountCents: number | undefined },
) => Promise<void>;

/** A refund's 'up' link: https://api-m.paypal.com/v2/payments/captures/<capture id>. */
const CAPTURE_LINK = /\/v2\/payments\/captures\/([^/?#]+)$/;

/**
 * What PayPal's capture events change. Each event id is accepted once: it is recorded in the same
 * transaction as the job that handles it, so a replay (or a concurrent duplicate delivery) queues
 * nothing. Events of other types, or about payments the shop does not know, change nothing.
 */
export class PayPalWebhookService {
  private readonly repository: PaymentsRepository;

  constructor(
    db: Database,
    private readonly jobs: JobQueue,
    private readonly onFullRefund: FullRefundHandler,
  ) {
    this.repository = new PaymentsRepository(db);
  }

  /** 'replayed' when the event was accepted before. */
  accept(event: PayPalEvent): Promise<'accepted' | 'replayed'> {
    return this.repository.transaction(async (repository) => {
      const recorded = await repository.recordEvent({
        eventId: event.id,
        eventType: event.event_type,
        resourceId: event.resource?.id,
      });
      if (!recorded) return 'replayed';
      await this.jobs.enqueue(repository.db, paypalEventJob, { event });
      return 'accepted';
    });
  }

  /** The event job's work: applies an accepted event's change to its payment. */
  apply(event: PayPalEvent): Promise<void> {
    const { resource } = event;
    if (!resource) return Promise.resolve();
    return this.repository.transaction((repository) =>
      applyEvent(repository, event.event_type, resource, this.onFullRefund),
    );
  }
}

async function applyEvent(
  repository: PaymentsRepository,
  type: string,
  resource: Resource,
  onFullRefund: FullRefundHandler,
): Promise<void> {
  const orderId = resource.supplementary_data?.related_ids?.order_id;
  const payment = orderId ? await repository.byProviderOrderId(orderId) : undefined;
  switch (type) {
    // The resource is the capture; its order is the payment's provider order.
    case 'PAYMENT.CAPTURE.COMPLETED':
      if (!payment || !resource.id) return;
      await moveIfAllowed(repository, payment, 'captured', {
        captureId: resource.id,
        capturedCents: (resource.amount && amountToCents(resource.amount.value)) ?? null,
      });
      return;
    case 'PAYMENT.CAPTURE.DENIED':
      if (!payment) return;
      await moveIfAllowed(repository, payment, 'declined');
      return;
    case 'PAYMENT.CAPTURE.REFUNDED':
      return applyRefund(repository, resource, onFullRefund);
  }
}

/** An event may arrive after the shop moved the payment on by itself; then it changes nothing. */
async function moveIfAllowed(
  repository: PaymentsRepository,
  payment: PaymentRow,
  to: PaymentStatus,
  changes?: PaymentChanges,
): Promise<void> {
  if (payment.status === to) return;
  try {
    await repository.move(payment.id, to, changes);
  } catch (error) {
    if (!(error instanceof PaymentMoveRefused)) throw error;
  }
}

/**
 * The resource is the refund. A partial refund (made in PayPal's dashboard) leaves the order as
 * it is: the shop refunds only in full, and staff handle partial ones by hand.
 */
async function applyRefund(
  repository: PaymentsRepository,
  refund: Resource,
  onFullRefund: FullRefundHandler,
) {
  const up = refund.links?.find((link) => link.rel === 'up')?.href;
  const payment = await repository.lockForRefund({
    captureId: up?.match(CAPTURE_LINK)?.[1],
    refundId: refund.id,
  });
  if (!payment) return;
  const refundedCents = refund.amount && amountToCents(refund.amount.value);
  const captured = payment.capturedCents ?? payment.amountCents;
  if (refundedCents !== undefined && refundedCents < captured) return;
  await moveIfAllowed(repository, payment, 'refunded', refund.id ? { refundId: refund.id } : {});
  await onFullRefund(repository.db, {
    paymentId: payment.id,
    refundId: refund.id,
    amountCents: refundedCents,
  });
}
