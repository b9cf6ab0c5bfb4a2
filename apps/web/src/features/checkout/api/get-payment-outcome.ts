import { PAYMENT_POLL_MS, PaymentOutcomeResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** GET /api/checkout/payments/{payment_order_id}: where the customer's own payment stands. */
export async function getPaymentOutcome(paymentOrderId: string, signal?: AbortSignal) {
  const path = `/api/checkout/payments/${encodeURIComponent(paymentOrderId)}`;
  return (await apiFetch(path, { schema: PaymentOutcomeResponseSchema, signal })).payment;
}

/**
 * Asks again every few seconds until the payment is settled (an order, or the money back). A
 * payment the server does not know will not appear by asking again; any other failure might
 * pass, so it keeps asking.
 */
export const paymentOutcomeQuery = (paymentOrderId: string) =>
  queryOptions({
    queryKey: ['checkout-payment', paymentOrderId] as const,
    queryFn: ({ signal }) => getPaymentOutcome(paymentOrderId, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.settled === true || isApiError(query.state.error, 404)
        ? false
        : PAYMENT_POLL_MS,
  });

export function usePaymentOutcome(paymentOrderId: string) {
  return useQuery(paymentOutcomeQuery(paymentOrderId));
}
