import { StaffTodosResponseSchema } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/admin/todos: the signed-in staff member's own to-do list. */
export async function getTodos(signal?: AbortSignal) {
  return (await apiFetch('/api/admin/todos', { schema: StaffTodosResponseSchema, signal })).todos;
}

export const todosQuery = queryOptions({
  queryKey: dashboardKeys.todos,
  queryFn: ({ signal }) => getTodos(signal),
});

export function useTodos() {
  return useQuery(todosQuery);
}
