import { ReceivablesResponseSchema } from '@backlit/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/admin/receivables: what every company owes on account, by age, and the totals. */
export function useReceivables() {
  return useQuery({
    queryKey: ['admin-receivables'] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/receivables', { schema: ReceivablesResponseSchema, signal }),
  });
}
