import {
  STAFF_TODOS_MAX,
  type CreateStaffTodo,
  type StaffTodo,
  type UpdateStaffTodo,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError, invalidData } from '../../platform/errors';
import { TodosRepository, type TodoRow } from './todos.repository';

export const TODO_NOT_FOUND = 'To-do not found.';
export const TODO_LIST_FULL = `Your list holds at most ${STAFF_TODOS_MAX} items: delete some done ones first.`;

function toTodo(row: TodoRow): StaffTodo {
  return { id: row.id, text: row.text, done: row.done, created_at: row.createdAt.toISOString() };
}

/** A staff member's own to-do list: another's items answer 404, as if they did not exist. */
export class TodosService {
  private readonly repository: TodosRepository;

  constructor(db: Database) {
    this.repository = new TodosRepository(db);
  }

  async list(userId: number): Promise<StaffTodo[]> {
    return (await this.repository.list(userId)).map(toTodo);
  }

  async create(userId: number, body: CreateStaffTodo): Promise<StaffTodo> {
    if ((await this.repository.countOf(userId)) >= STAFF_TODOS_MAX) {
      throw invalidData({ text: [TODO_LIST_FULL] }, TODO_LIST_FULL);
    }
    return toTodo(await this.repository.insert(userId, body.text));
  }

  async update(userId: number, id: number, body: UpdateStaffTodo): Promise<StaffTodo> {
    const row = await this.repository.update(userId, id, body);
    if (!row) throw new AppError('NOT_FOUND', TODO_NOT_FOUND);
    return toTodo(row);
  }

  async delete(userId: number, id: number): Promise<void> {
    if (!(await this.repository.delete(userId, id)))
      throw new AppError('NOT_FOUND', TODO_NOT_FOUND);
  }
}
