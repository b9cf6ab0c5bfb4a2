import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffTodos } from '../../db/schema';

export type TodoRow = typeof staffTodos.$inferSelect;

/** Staff to-do lists; every query is scoped to the owner, so nobody reaches another's list. */
export class TodosRepository {
  constructor(private readonly db: Database) {}

  list(userId: number): Promise<TodoRow[]> {
    return this.db
      .select()
      .from(staffTodos)
      .where(eq(staffTodos.userId, userId))
      .orderBy(asc(staffTodos.createdAt), asc(staffTodos.id));
  }

  async countOf(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(staffTodos)
      .where(eq(staffTodos.userId, userId));
    return row?.n ?? 0;
  }

  async insert(userId: number, text: string): Promise<TodoRow> {
    const [row] = await this.db.insert(staffTodos).values({ userId, text }).returning();
    return row!;
  }

  async update(
    userId: number,
    id: number,
    values: { text?: string; done?: boolean },
  ): Promise<TodoRow | undefined> {
    const [row] = await this.db
      .update(staffTodos)
      .set(values)
      .where(and(eq(staffTodos.id, id), eq(staffTodos.userId, userId)))
      .returning();
    return row;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(staffTodos)
      .where(and(eq(staffTodos.id, id), eq(staffTodos.userId, userId)))
      .returning({ id: staffTodos.id });
    return rows.length > 0;
  }
}
