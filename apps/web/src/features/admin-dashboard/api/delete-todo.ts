import { MessageResponseSchema } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { dashboardKeys } from './keys';

/** DELETE /api/admin/todos/{id} */
export async function deleteTodo(id: number) {
  await ensureCsrfCookie();
  return apiFetch(`/api/admin/todos/${id}`, { method: 'DELETE', schema: MessageResponseSchema });
}

export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTodo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.todos }),
  });
}
