import { ROLE } from '@backlit/domain';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { emailChanges, emailConfirmations, passwordResets, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

/** The unique indexes of `users` and the field each one protects. */
const UNIQUE_USER_FIELDS = {
  users_email_lower_key: 'email',
  users_username_lower_key: 'username',
} as const;
export type UniqueUserField = (typeof UNIQUE_USER_FIELDS)[keyof typeof UNIQUE_USER_FIELDS];

export type InsertUserResult = { ok: true; user: UserRow } | { ok: false; taken: UniqueUserField };

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());
const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

/** Every query of the auth module: users, sessions and password-reset tokens. */
export class AuthRepository {
  constructor(readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: AuthRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AuthRepository(tx)));
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(byEmail(email)).limit(1);
    return user;
  }

  async findUserById(id: number): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  /** Which of these are already used by an account, ignoring case. */
  async takenFields(email: string, username: string): Promise<Set<UniqueUserField>> {
    const rows = await this.db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(or(byEmail(email), byUsername(username)));
    const taken = new Set<UniqueUserField>();
    for (const row of rows) {
      if (row.email.toLowerCase() === email.toLowerCase()) taken.add('email');
      if (row.username.toLowerCase() === username.toLowerCase()) taken.add('username');
    }
    return taken;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(byUsername(username));
    return rows.length > 0;
  }

  async adminExists(): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.roleAs, ROLE.admin))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Inserts the account; a concurrent sign-up that took the e-mail or username between the
   * caller's check and this insert is reported like the check would have reported it.
   */
  async insertUser(values: NewUser): Promise<InsertUserResult> {
    try {
      const [user] = await this.db.insert(users).values(values).returning();
      return { ok: true, user: user! };
    } catch (error) {
      const taken = violatedUniqueField(error);
      if (taken) return { ok: false, taken };
      throw error;
    }
  }

  async updateUser(
    id: number,
    values: Partial<Pick<NewUser, 'passwordHash' | 'roleAs' | 'emailConfirmedAt'>>,
  ): Promise<void> {
    await this.db.update(users).set(values).where(eq(users.id, id));
  }

  /** Another account that uses this e-mail or username, ignoring case. */
  async takenByOther(id: number, field: UniqueUserField, value: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(field === 'email' ? byEmail(value) : byUsername(value), ne(users.id, id)))
      .limit(1);
    return rows.length > 0;
  }

  /** Writes the profile or e-mail; a unique field taken meanwhile is reported, not thrown. */
  async updateAccount(
    id: number,
    values: Partial<Omit<NewUser, 'id' | 'passwordHash' | 'roleAs'>>,
  ): Promise<InsertUserResult> {
    try {
      const [user] = await this.db.update(users).set(values).where(eq(users.id, id)).returning();
      return { ok: true, user: user! };
    } catch (error) {
      const taken = violatedUniqueField(error);
      if (taken) return { ok: false, taken };
      throw error;
    }
  }

  /** Stores a pending e-mail change; the user's earlier unused ones stop working. */
  async replaceEmailChange(values: {
    userId: number;
    newEmail: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.userId, values.userId), isNull(emailChanges.usedAt)));
      await tx.insert(emailChanges).values(values);
    });
  }

  /** Marks the unused, unexpired change with this token used, and answers it (once). */
  async consumeEmailChange(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: number; newEmail: string } | undefined> {
    const [row] = await this.db
      .update(emailChanges)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailChanges.tokenHash, tokenHash),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
    return row;
  }

  async insertSession(values: {
    userId: number;
    tokenHash: string;
    remember: boolean;
    now: Date;
    expiresAt: Date;
  }): Promise<SessionRow> {
    const [session] = await this.db
      .insert(sessions)
      .values({
        userId: values.userId,
        tokenHash: values.tokenHash,
        remember: values.remember,
        createdAt: values.now,
        lastUsedAt: values.now,
        expiresAt: values.expiresAt,
      })
      .returning();
    return session!;
  }

  /** The live (unrevoked, unexpired) session with this token hash, and its user as of now. */
  async findLiveSession(
    tokenHash: string,
    now: Date,
  ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  }

  async touchSession(id: number, lastUsedAt: Date, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ lastUsedAt, expiresAt }).where(eq(sessions.id, id));
  }

  async revokeSession(id: number, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /** Revokes every live session of the user, except `keepSessionId` if given. */
  async revokeUserSessions(userId: number, now: Date, keepSessionId?: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        ),
      );
  }

  /**
   * What a new e-mail address or password does to everything issued under the old one: unused
   * reset links and pending e-mail changes stop working, and every session but `keepSessionId`
   * is signed out. A link mailed before the change proves only that someone read a mailbox
   * or knew a password that no longer stands for the account.
   */
  async credentialsChanged(userId: number, now: Date, keepSessionId?: number): Promise<void> {
    await this.db
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await this.db
      .delete(emailChanges)
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    await this.revokeUserSessions(userId, now, keepSessionId);
  }

  /**
   * Stores a new reset token, if the account still has the address it is mailed to; the user's
   * earlier unused ones stop working. The account's row is locked meanwhile, so an e-mail change
   * confirmed at the same moment comes after (and voids this token) or before (and nothing is
   * stored): a link never outlives the address it went to.
   */
  async replaceResetToken(values: {
    userId: number;
    email: string;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
  }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, values.userId), byEmail(values.email)))
        .for('update');
      if (!holder) return false;
      await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId: values.userId,
        tokenHash: values.tokenHash,
        createdAt: values.now,
        expiresAt: values.expiresAt,
      });
      return true;
    });
  }

  async findUsableReset(
    tokenHash: string,
    now: Date,
  ): Promise<{ resetId: number; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ resetId: passwordResets.id, user: users })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  }

  /** Marks the token used; false if another request used it first. */
  async consumeReset(resetId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    return rows.length > 0;
  }
}

/**
 * The queries of e-mail confirmation links (the `email_confirmations` table) and of the
 * confirmed mark they set.
 */
export class EmailConfirmationsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: EmailConfirmationsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new EmailConfirmationsRepository(tx)));
  }

  /** Whether a link was made for the user since `since` (and not used): one is on its way. */
  async sentSince(userId: number, since: Date): Promise<boolean> {
    const rows = await this.db
      .select({ id: emailConfirmations.id })
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.userId, userId),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.createdAt, since),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async insert(values: {
    userId: number;
    email: string;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(emailConfirmations).values({
      userId: values.userId,
      email: values.email,
      tokenHash: values.tokenHash,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    });
  }

  /**
   * Uses the link (once) and marks its account's address confirmed, if the account still has
   * the address it went to; answers the account and address, or nothing.
   */
  async consume(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: number; email: string } | undefined> {
    const [link] = await this.db
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailConfirmations.tokenHash, tokenHash),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.expiresAt, now),
        ),
      )
      .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
    if (!link) return undefined;
    const [user] = await this.db
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, link.userId), byEmail(link.email)))
      .returning({ id: users.id, email: users.email });
    return user && { userId: user.id, email: user.email };
  }
}

/** The field whose unique index `error` violated, if that is what it is. */
function violatedUniqueField(error: unknown): UniqueUserField | undefined {
  const key = constraintViolation(error)?.constraint;
  return Object.entries(UNIQUE_USER_FIELDS).find(([index]) => index === key)?.[1];
}
