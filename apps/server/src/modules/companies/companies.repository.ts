import type { AddressValues, Association, CompanyRole, MembershipStatus } from '@backlit/domain';
import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { recordStaffAction } from '../../platform/audit';
import {
  companies,
  companyAddresses,
  companyInvitations,
  companyMembers,
  companyMemberships,
  orders,
  users,
} from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyAddressRow = typeof companyAddresses.$inferSelect;
export type InvitationRow = typeof companyInvitations.$inferSelect;
export type MembershipRow = typeof companyMemberships.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export interface MemberRow {
  userId: number;
  companyId: number;
  role: CompanyRole;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
}

function addressColumns(values: AddressValues) {
  return {
    label: values.label ?? null,
    firstName: values.firstname,
    lastName: values.lastname,
    companyName: values.companyname ?? null,
    address: values.streetaddress,
    address2: values.streetaddressoptional ?? null,
    city: values.city,
    state: values.state_contry,
    postcode: values.zip,
    country: values.country,
    phone: values.phone,
  };
}

const memberColumns = {
  userId: companyMembers.userId,
  companyId: companyMembers.companyId,
  role: companyMembers.role,
  createdAt: companyMembers.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** An invitation that can still be accepted at `now`. */
const open = (now: Date) =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
    gt(companyInvitations.expiresAt, now),
  );

/** Every query of the companies module. */
export class CompaniesRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: CompaniesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CompaniesRepository(tx)));
  }

  // --- companies -----------------------------------------------------------------------------

  async insertCompany(values: { name: string; taxId: string | null }): Promise<CompanyRow> {
    const [row] = await this.db.insert(companies).values(values).returning();
    return row!;
  }

  async company(id: number): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row;
  }

  /** The company, locked for the rest of the transaction (members' changes queue behind it). */
  async lockCompany(id: number): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id)).for('update');
    return row;
  }

  async updateCompany(id: number, values: { name: string; taxId: string | null }) {
    const [row] = await this.db
      .update(companies)
      .set(values)
      .where(eq(companies.id, id))
      .returning();
    return row;
  }

  async setApprovalLimit(id: number, approvalLimitCents: number | null): Promise<void> {
    await this.db.update(companies).set({ approvalLimitCents }).where(eq(companies.id, id));
  }

  /** Sets the sender of the company's blind drop-ship parcels (the logo only when given). */
  async updateSender(
    id: number,
    values: Pick<CompanyRow, 'shippingName' | 'returnAddress'> & { logoFile?: string | null },
  ): Promise<CompanyRow> {
    const [row] = await this.db
      .update(companies)
      .set(values)
      .where(eq(companies.id, id))
      .returning();
    return row!;
  }

  /** A page of companies whose name or tax id holds `q`, by name. */
  async page(q: string | undefined, page: number, perPage: number) {
    const where = q
      ? or(
          ilike(companies.name, `%${escapeLike(q)}%`),
          ilike(companies.taxId, `%${escapeLike(q)}%`),
        )
      : undefined;
    const memberCount = sql<number>`(select count(*)::int from ${companyMembers} where ${companyMembers.companyId} = ${companies.id})`;
    const pendingCount = sql<number>`(select count(*)::int from ${companyMemberships} where ${companyMemberships.companyId} = ${companies.id} and ${companyMemberships.status} = 'pending')`;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ company: companies, members: memberCount, pending: pendingCount })
        .from(companies)
        .where(where)
        .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(companies).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  // --- members -------------------------------------------------------------------------------

  async membershipOf(userId: number): Promise<MemberRow | undefined> {
    const [row] = await this.db
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.userId, userId))
      .limit(1);
    return row;
  }

  /**
   * The user's company, role and approval limit, in one read; `lock` holds the company's row
   * (against a change of its limit) until the transaction ends.
   */
  async approvalRule(userId: number, { lock = false } = {}) {
    const query = this.db
      .select({
        companyId: companyMembers.companyId,
        role: companyMembers.role,
        limitCents: companies.approvalLimitCents,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .limit(1);
    const [row] = await (lock ? query.for('share', { of: companies }) : query);
    return row;
  }

  members(companyId: number): Promise<MemberRow[]> {
    return this.db
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));
  }

  /** Adds the member; false when the person belongs to a company already (the key says so). */
  async insertMember(userId: number, companyId: number, role: CompanyRole): Promise<boolean> {
    const rows = await this.db
      .insert(companyMembers)
      .values({ userId, companyId, role })
      .onConflictDoNothing({ target: companyMembers.userId })
      .returning({ userId: companyMembers.userId });
    return rows.length > 0;
  }

  async setRole(companyId: number, userId: number, role: CompanyRole): Promise<void> {
    await this.db
      .update(companyMembers)
      .set({ role })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  }

  async deleteMember(companyId: number, userId: number): Promise<void> {
    await this.db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  }

  async user(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  // --- invitations ---------------------------------------------------------------------------

  openInvitations(companyId: number, now: Date): Promise<InvitationRow[]> {
    return this.db
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, companyId), open(now)))
      .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
  }

  /** Withdraws the company's invitations of `email` not yet used (expired ones too). */
  async revokeInvitationsTo(companyId: number, email: string, now: Date): Promise<void> {
    await this.db
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          eq(companyInvitations.email, email),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      );
  }

  async insertInvitation(values: typeof companyInvitations.$inferInsert): Promise<InvitationRow> {
    const [row] = await this.db.insert(companyInvitations).values(values).returning();
    return row!;
  }

  /** Revokes an open invitation of the company; false when there is none of that id. */
  async revokeInvitation(
    companyId: number,
    id: number,
    now: Date,
  ): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          eq(companyInvitations.id, id),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      )
      .returning();
    return row;
  }

  /** An invitation still open, for the job that mails its link: the link's hash replaces any. */
  async setInvitationToken(id: number, tokenHash: string, now: Date) {
    const [row] = await this.db
      .update(companyInvitations)
      .set({ tokenHash })
      .where(and(eq(companyInvitations.id, id), open(now)))
      .returning();
    return row;
  }

  /** The open invitation of a link's hash, locked so two accepts cannot both use it. */
  async lockOpenInvitation(tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.tokenHash, tokenHash), open(now)))
      .for('update');
    return row;
  }

  async openInvitation(tokenHash: string, now: Date): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.tokenHash, tokenHash), open(now)))
      .limit(1);
    return row;
  }

  async markAccepted(id: number, now: Date): Promise<void> {
    await this.db
      .update(companyInvitations)
      .set({ acceptedAt: now })
      .where(eq(companyInvitations.id, id));
  }

  // --- addresses -----------------------------------------------------------------------------

  addresses(companyId: number): Promise<CompanyAddressRow[]> {
    return this.db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.companyId, companyId))
      .orderBy(asc(companyAddresses.id));
  }

  async countAddresses(companyId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(companyAddresses)
      .where(eq(companyAddresses.companyId, companyId));
    return row?.n ?? 0;
  }

  async insertAddress(companyId: number, values: AddressValues): Promise<CompanyAddressRow> {
    const [row] = await this.db
      .insert(companyAddresses)
      .values({ companyId, ...addressColumns(values) })
      .returning();
    return row!;
  }

  async updateAddress(companyId: number, id: number, values: AddressValues) {
    const [row] = await this.db
      .update(companyAddresses)
      .set(addressColumns(values))
      .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, id)))
      .returning();
    return row;
  }

  async deleteAddress(companyId: number, id: number) {
    const [row] = await this.db
      .delete(companyAddresses)
      .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, id)))
      .returning();
    return row;
  }

  // --- memberships of associations ------------------------------------------------------------

  memberships(companyId: number): Promise<MembershipRow[]> {
    return this.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.companyId, companyId))
      .orderBy(asc(companyMemberships.association));
  }

  /** States the number: a new or changed claim waits for staff again. */
  async claimMembership(companyId: number, association: Association, memberNumber: string) {
    const pending = {
      memberNumber,
      status: 'pending' as const,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
    };
    const [row] = await this.db
      .insert(companyMemberships)
      .values({ companyId, association, ...pending })
      .onConflictDoUpdate({
        target: [companyMemberships.companyId, companyMemberships.association],
        set: pending,
      })
      .returning();
    return row!;
  }

  async deleteMembership(companyId: number, association: Association) {
    const [row] = await this.db
      .delete(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, companyId),
          eq(companyMemberships.association, association),
        ),
      )
      .returning();
    return row;
  }

  async reviewMembership(
    companyId: number,
    association: Association,
    review: { status: MembershipStatus; reason: string | null; reviewedBy: number; now: Date },
  ) {
    const [row] = await this.db
      .update(companyMemberships)
      .set({
        status: review.status,
        reason: review.reason,
        reviewedAt: review.now,
        reviewedBy: review.reviewedBy,
      })
      .where(
        and(
          eq(companyMemberships.companyId, companyId),
          eq(companyMemberships.association, association),
        ),
      )
      .returning();
    return row;
  }

  async membership(companyId: number, association: Association) {
    const [row] = await this.db
      .select()
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, companyId),
          eq(companyMemberships.association, association),
        ),
      )
      .limit(1);
    return row;
  }

  // --- orders --------------------------------------------------------------------------------

  /** A page of the company's orders (of one buyer when `userId` is given), newest first. */
  async orders(companyId: number, userId: number | undefined, page: number, perPage: number) {
    const where = and(
      eq(orders.companyId, companyId),
      userId === undefined ? undefined : eq(orders.userId, userId),
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ order: orders, firstName: users.firstName, lastName: users.lastName })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  // --- audit ---------------------------------------------------------------------------------

  async audit(actor: { id: number; email: string }, action: string, summary: string) {
    await recordStaffAction(this.db, actor, { area: 'companies', action, summary });
  }
}
