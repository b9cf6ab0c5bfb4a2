import { TaxTableResponseSchema, type TaxTable, type TaxTableRequest } from '@backlit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

const taxTableKey = ['admin-settings', 'tax'] as const;

/** GET /api/admin/settings/tax — every state and province with what staff set. */
export function useTaxTable() {
  return useQuery({
    queryKey: taxTableKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/admin/settings/tax', { schema: TaxTableResponseSchema, signal }))
        .regions,
  });
}

/** PUT /api/admin/settings/tax — the whole table. */
export function useSaveTaxTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TaxTableRequest): Promise<TaxTable['regions']> => {
      await ensureCsrfCookie();
      return (
        await apiFetch('/api/admin/settings/tax', {
          method: 'PUT',
          body,
          schema: TaxTableResponseSchema,
        })
      ).regions;
    },
    onSuccess: (regions) => queryClient.setQueryData(taxTableKey, regions),
  });
}
