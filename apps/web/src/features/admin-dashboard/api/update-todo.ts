import { StaffTodoResponseSchema, type UpdateStaffTodo } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { dashboardKeys } from './keys';

/** PATCH /api/admin/todos/{id}: ticks, unticks or rewords an item. */
export async function updateTodo({ id, ...body }: UpdateStaffTodo & { id: number }) {
  await ensureCsrfCookie();
  return (
    await apiFetch(`/api/admin/todos/${id}`, {
      method: 'PATCH',
      body,
      schema: StaffTodoResponseSchema,
    })
  ).todo;
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTodo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.todos }),
  });
}
