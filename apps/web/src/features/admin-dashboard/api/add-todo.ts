import { StaffTodoResponseSchema, type CreateStaffTodo } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { dashboardKeys } from './keys';

/** POST /api/admin/todos */
export async function addTodo(body: CreateStaffTodo) {
  await ensureCsrfCookie();
  return (
    await apiFetch('/api/admin/todos', { method: 'POST', body, schema: StaffTodoResponseSchema })
  ).todo;
}

export function useAddTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.todos }),
  });
}
