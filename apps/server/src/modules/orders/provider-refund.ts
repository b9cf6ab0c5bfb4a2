import { canMoveOrder } from '@backlit/domain';
import type { Database } from '../../db/client';
import { OrderLifecycleRepository } from './order-lifecycle.repository';

/**
 * The payment provider reports a payment refunded in full (its webhook, e.g. after a refund in
 * PayPal's dashboard): the order it paid for becomes `refunded`, if the transitions table allows,
 * with a history event that names no staff member. Run it in the webhook's transaction.
 */
export async function recordProviderRefund(
  db: Database,
  refund: { paymentId: number; refundId: string | undefined; amountCents: number | undefined },
): Promise<void> {
  const repository = new OrderLifecycleRepository(db);
  const order = await repository.lockOrderOfPayment(refund.paymentId);
  if (!order) return;
  const isNew =
    refund.refundId !== undefined &&
    refund.amountCents !== undefined &&
    (await repository.recordRefund({
      orderId: order.id,
      providerRefundId: refund.refundId,
      amountCents: refund.amountCents,
      actorId: null,
    }));
  if (!canMoveOrder(order.status, 'refunded')) return;
  await repository.move(
    order,
    'refunded',
    {
      refundCents: isNew ? refund.amountCents : null,
      note: 'Refunded through the payment provider.',
    },
    {},
  );
}
