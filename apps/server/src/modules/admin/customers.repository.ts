import { ROLE } from '@backlit/domain';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { users } from '../../db/schema';

export type CustomerMatch = { id: number; name: string; email: string };

/** Finding customer accounts for the back-office (read only: accounts belong to auth). */
export class CustomersRepository {
  constructor(private readonly db: Database) {}

  /**
   * Customers whose e-mail, first name, last name or full name starts with `q` (any case), newest
   * first. Customers are a few thousand where orders are a hundred thousand: a scan of the
   * accounts is cheap, and starts of names are what staff type.
   */
  find(q: string, limit: number): Promise<CustomerMatch[]> {
    const start = `${escapeLike(q)}%`;
    return this.db
      .select({
        id: users.id,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        email: users.email,
      })
      .from(users)
      .where(
        and(
          eq(users.roleAs, ROLE.customer),
          or(
            ilike(users.email, start),
            ilike(users.firstName, start),
            ilike(users.lastName, start),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, start),
          ),
        ),
      )
      .orderBy(desc(users.id))
      .limit(limit);
  }
}
