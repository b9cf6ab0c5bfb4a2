import { AdminContentEntryResponseSchema, type ContentEntryRequest } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminContentKeys } from './get-entries';

/** POST /api/admin/content, or PUT /api/admin/content/{id} with an id. */
export async function saveEntry({ id, body }: { id?: number; body: ContentEntryRequest }) {
  await ensureCsrfCookie();
  return (
    await apiFetch(id ? `/api/admin/content/${id}` : '/api/admin/content', {
      method: id ? 'PUT' : 'POST',
      body,
      schema: AdminContentEntryResponseSchema,
    })
  ).entry;
}

export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSuccess: (entry) => {
      queryClient.setQueryData(adminContentKeys.one(entry.id), entry);
      return queryClient.invalidateQueries({ queryKey: adminContentKeys.list() });
    },
  });
}

/** DELETE /api/admin/content/{id} */
export async function deleteEntry(id: number) {
  await ensureCsrfCookie();
  await apiFetch(`/api/admin/content/${id}`, { method: 'DELETE' });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminContentKeys.all }),
  });
}
