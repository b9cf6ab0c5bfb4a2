import { AccountPaymentsResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountOrderKeys } from './keys';

/** GET /api/account/payments — the payments made for the customer's orders, newest first. */
export async function getPayments(signal?: AbortSignal) {
  return (
    await apiFetch('/api/account/payments', { schema: AccountPaymentsResponseSchema, signal })
  ).payments;
}

export const paymentsQueryOptions = queryOptions({
  queryKey: accountOrderKeys.payments,
  queryFn: ({ signal }) => getPayments(signal),
});

export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
