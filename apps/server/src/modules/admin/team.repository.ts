import { ROLE } from '@backlit/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordStaffAction, type AuditActor, type AuditRecord } from '../../platform/audit';

export type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'roleAs' | 'createdAt'
>;

const member = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roleAs: users.roleAs,
  createdAt: users.createdAt,
};

/** Who is staff: reading the team and changing an account's role. */
export class TeamRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: TeamRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new TeamRepository(tx)));
  }

  staff(): Promise<MemberRow[]> {
    return this.db
      .select(member)
      .from(users)
      .where(eq(users.roleAs, ROLE.admin))
      .orderBy(asc(users.createdAt), asc(users.id));
  }

  /**
   * Every staff account, locked until the transaction ends. Two demotions running at once queue
   * here, and the second sees the team as the first left it.
   */
  lockStaff(): Promise<MemberRow[]> {
    return this.db
      .select(member)
      .from(users)
      .where(eq(users.roleAs, ROLE.admin))
      .orderBy(asc(users.id))
      .for('update');
  }

  /** The account with this e-mail (ignoring case), locked until the transaction ends. */
  async lockByEmail(email: string): Promise<MemberRow | undefined> {
    const [row] = await this.db
      .select(member)
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1)
      .for('update');
    return row;
  }

  async setRole(userId: number, roleAs: number): Promise<void> {
    await this.db.update(users).set({ roleAs }).where(eq(users.id, userId));
  }

  audit(actor: AuditActor, record: AuditRecord): Promise<void> {
    return recordStaffAction(this.db, actor, record);
  }
}
