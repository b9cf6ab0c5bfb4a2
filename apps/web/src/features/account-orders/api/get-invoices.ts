import { AccountInvoicesResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountOrderKeys } from './keys';

/** GET /api/account/invoices — the customer's invoices, newest first. */
export async function getInvoices(signal?: AbortSignal) {
  return (
    await apiFetch('/api/account/invoices', { schema: AccountInvoicesResponseSchema, signal })
  ).invoices;
}

export const invoicesQueryOptions = queryOptions({
  queryKey: accountOrderKeys.invoices,
  queryFn: ({ signal }) => getInvoices(signal),
});

export function useInvoices() {
  return useQuery(invoicesQueryOptions);
}
