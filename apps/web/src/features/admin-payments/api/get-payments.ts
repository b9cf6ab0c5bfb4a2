import {
  AdminPaymentsResponseSchema,
  type PaymentLedgerProvider,
  type PaymentStatus,
} from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type AdminPaymentsFilter = {
  page: number;
  state: PaymentStatus | undefined;
  provider: PaymentLedgerProvider | undefined;
};

/**
 * GET /api/admin/payments?page&state&provider: every payment, in one state or all, paid one way
 * or any, with the counts per state and per method.
 */
export function getAdminPayments(query: AdminPaymentsFilter, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(query.page) });
  if (query.state) search.set('state', query.state);
  if (query.provider) search.set('provider', query.provider);
  return apiFetch(`/api/admin/payments?${search}`, { schema: AdminPaymentsResponseSchema, signal });
}

export const adminPaymentsQuery = (query: AdminPaymentsFilter) =>
  queryOptions({
    queryKey: ['admin-payments', query] as const,
    queryFn: ({ signal }) => getAdminPayments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminPayments(query: AdminPaymentsFilter) {
  return useQuery(adminPaymentsQuery(query));
}
