import { AdminTradeShowResponseSchema, type TradeShowRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminShowKeys } from './get-shows';

/** POST /api/admin/trade-shows, or PUT /api/admin/trade-shows/{id} with an id. */
export async function saveShow({ id, body }: { id?: number; body: TradeShowRequest }) {
  await ensureCsrfCookie();
  return (
    await apiFetch(id ? `/api/admin/trade-shows/${id}` : '/api/admin/trade-shows', {
      method: id ? 'PUT' : 'POST',
      body,
      schema: AdminTradeShowResponseSchema,
    })
  ).show;
}

export function useSaveShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShow,
    onSuccess: (show) => {
      queryClient.setQueryData(adminShowKeys.one(show.id), show);
      return queryClient.invalidateQueries({ queryKey: adminShowKeys.list() });
    },
  });
}
