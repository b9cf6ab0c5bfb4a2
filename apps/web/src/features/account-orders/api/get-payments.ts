import {
  AccountPaymentsResponseSchema,
  PAYMENT_POLL_MS,
  UNSETTLED_PAYMENT_STATUSES,
  type AccountPayment,
} from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountOrderKeys } from './keys';

/** GET /api/account/payments — the payments made for the customer's orders, newest first. */
export async function getPayments(signal?: AbortSignal) {
  return (
    await apiFetch('/api/account/payments', { schema: AccountPaymentsResponseSchema, signal })
  ).payments;
}

/** A payment the shop is still turning into an order or a refund. */
const beingFinished = (payment: AccountPayment) =>
  payment.order_id === null &&
  (UNSETTLED_PAYMENT_STATUSES as readonly string[]).includes(payment.status);

/** While one of them is being finished, the list asks again so its outcome shows by itself. */
export const paymentsQueryOptions = queryOptions({
  queryKey: accountOrderKeys.payments,
  queryFn: ({ signal }) => getPayments(signal),
  refetchInterval: (query) => (query.state.data?.some(beingFinished) ? PAYMENT_POLL_MS : false),
});

export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
