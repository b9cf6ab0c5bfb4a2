import { z } from 'zod';
import { idParam } from './fields';

export const STAFF_TODO_TEXT_MAX = 200;
/** How many items one staff member's list may hold. */
export const STAFF_TODOS_MAX = 100;

const TodoTextSchema = z
  .string({ error: 'Write what is to be done.' })
  .trim()
  .min(1, 'Write what is to be done.')
  .max(STAFF_TODO_TEXT_MAX, `Keep it to ${STAFF_TODO_TEXT_MAX} characters.`);

/** A line of a staff member's own to-do list on the dashboard. */
export const StaffTodoSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  done: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type StaffTodo = z.infer<typeof StaffTodoSchema>;

export const StaffTodosResponseSchema = z.object({
  status: z.literal(200),
  todos: z.array(StaffTodoSchema),
});
export type StaffTodosResponse = z.infer<typeof StaffTodosResponseSchema>;

export const StaffTodoResponseSchema = z.object({
  status: z.union([z.literal(200), z.literal(201)]),
  todo: StaffTodoSchema,
});

export const CreateStaffTodoSchema = z.strictObject({ text: TodoTextSchema });
export type CreateStaffTodo = z.infer<typeof CreateStaffTodoSchema>;

export const UpdateStaffTodoSchema = z
  .strictObject({ text: TodoTextSchema.optional(), done: z.boolean().optional() })
  .refine((body) => body.text !== undefined || body.done !== undefined, {
    message: 'Send the text or done.',
    path: ['done'],
  });
export type UpdateStaffTodo = z.infer<typeof UpdateStaffTodoSchema>;

export const StaffTodoIdParamsSchema = z.object({
  id: idParam('Unknown to-do.'),
});
