import { amountToCents } from '@backlit/domain';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PaymentsRepository } from './payments.repository';

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
 * What PayPal's capture events change. Each event id is handled once: it is recorded in the same
 * transaction as its effect, so a replay (or a concurrent duplicate delivery) changes nothing.
 * Events of other types, or about payments the shop does not know, are recorded and ignored.
 */
export class PayPalWebhookService {
  private readonly repository: PaymentsRepository;

  constructor(
    db: Database,
    private readonly onFullRefund: FullRefundHandler,
  ) {
    this.repository = new PaymentsRepository(db);
  }

  /** 'replayed' when the event was handled before. */
  handle(event: PayPalEvent): Promise<'handled' | 'replayed'> {
    return this.repository.transaction(async (repository) => {
      const recorded = await repository.recordEvent({
        eventId: event.id,
        eventType: event.event_type,
        resourceId: event.resource?.id,
      });
      if (!recorded) return 'replayed';
      if (event.resource) {
        await apply(repository, event.event_type, event.resource, this.onFullRefund);
      }
      return 'handled';
    });
  }
}

async function apply(
  repository: PaymentsRepository,
  type: string,
  resource: Resource,
  onFullRefund: FullRefundHandler,
) {
  const orderId = resource.supplementary_data?.related_ids?.order_id;
  switch (type) {
    // The resource is the capture; its order is the payment's provider order.
    case 'PAYMENT.CAPTURE.COMPLETED':
      if (!orderId || !resource.id) return;
      return repository.markCaptured(orderId, {
        captureId: resource.id,
        capturedCents: (resource.amount && amountToCents(resource.amount.value)) ?? null,
      });
    case 'PAYMENT.CAPTURE.DENIED':
      if (!orderId) return;
      return repository.markDeclined(orderId);
    case 'PAYMENT.CAPTURE.REFUNDED':
      return applyRefund(repository, resource, onFullRefund);
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
  const payment = await repository.lockPaymentForRefund({
    captureId: up?.match(CAPTURE_LINK)?.[1],
    refundId: refund.id,
  });
  if (!payment) return;
  const refundedCents = refund.amount && amountToCents(refund.amount.value);
  const captured = payment.capturedCents ?? payment.amountCents;
  if (refundedCents !== undefined && refundedCents < captured) return;
  await repository.markRefunded(payment.id, refund.id);
  await onFullRefund(repository.db, {
    paymentId: payment.id,
    refundId: refund.id,
    amountCents: refundedCents,
  });
}
