import type {
  CompanyRole,
  TaxCertificateReminderKind,
  TaxCertificateStatus,
} from '@backlit/domain';
import { and, asc, between, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  companyMembers,
  orders,
  taxExemptCertificates,
  taxExemptReminders,
  users,
} from '../../db/schema';
import { recordStaffAction, type AuditActor } from '../../platform/audit';

export type CertificateRow = typeof taxExemptCertificates.$inferSelect;
export type NewCertificate = typeof taxExemptCertificates.$inferInsert;
export type CertificateWithCompany = CertificateRow & { companyName: string };

const withCompany = { certificate: taxExemptCertificates, companyName: companies.name };
const flatten = (row: { certificate: CertificateRow; companyName: string }) => ({
  ...row.certificate,
  companyName: row.companyName,
});

/** Every query of the tax exemptions: certificates, their reminders, the exempt sales. */
export class TaxExemptionsRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: TaxExemptionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new TaxExemptionsRepository(tx)));
  }

  /** The user's company and role in it, if they belong to one. */
  async membershipOf(
    userId: number,
  ): Promise<{ companyId: number; role: CompanyRole; companyName: string } | undefined> {
    const [row] = await this.db
      .select({
        companyId: companyMembers.companyId,
        role: companyMembers.role,
        companyName: companies.name,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .limit(1);
    return row;
  }

  /** The company's admins, who hear of their certificates. */
  admins(companyId: number) {
    return this.db
      .select({ userId: users.id, email: users.email, firstName: users.firstName })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')))
      .orderBy(asc(users.id));
  }

  async insert(values: NewCertificate): Promise<CertificateRow> {
    const [row] = await this.db.insert(taxExemptCertificates).values(values).returning();
    return row!;
  }

  /** A company's certificates, the newest first. */
  ofCompany(companyId: number): Promise<CertificateRow[]> {
    return this.db
      .select()
      .from(taxExemptCertificates)
      .where(eq(taxExemptCertificates.companyId, companyId))
      .orderBy(desc(taxExemptCertificates.createdAt), desc(taxExemptCertificates.id));
  }

  async certificate(id: number, lock = false): Promise<CertificateWithCompany | undefined> {
    const query = this.db
      .select(withCompany)
      .from(taxExemptCertificates)
      .innerJoin(companies, eq(companies.id, taxExemptCertificates.companyId))
      .where(eq(taxExemptCertificates.id, id))
      .limit(1);
    const [row] = await (lock ? query.for('update', { of: taxExemptCertificates }) : query);
    return row && flatten(row);
  }

  /** Certificates in one status with their companies: the oldest waiting first. */
  async withStatus(status: TaxCertificateStatus): Promise<CertificateWithCompany[]> {
    const rows = await this.db
      .select(withCompany)
      .from(taxExemptCertificates)
      .innerJoin(companies, eq(companies.id, taxExemptCertificates.companyId))
      .where(eq(taxExemptCertificates.status, status))
      .orderBy(asc(taxExemptCertificates.createdAt), asc(taxExemptCertificates.id))
      .limit(500);
    return rows.map(flatten);
  }

  async review(
    id: number,
    values: {
      status: 'approved' | 'refused';
      reason: string | null;
      reviewedBy: number;
      now: Date;
    },
  ): Promise<void> {
    await this.db
      .update(taxExemptCertificates)
      .set({
        status: values.status,
        reason: values.reason,
        reviewedBy: values.reviewedBy,
        reviewedAt: values.now,
        updatedAt: values.now,
      })
      .where(eq(taxExemptCertificates.id, id));
  }

  /**
   * The approved certificate of the buyer's company for a region, still valid on `today` (its expiry day
   * included); the one lasting longest when there are several.
   */
  async approvedForBuyer(
    userId: number,
    country: string,
    region: string,
    today: string,
  ): Promise<CertificateRow | undefined> {
    const [row] = await this.db
      .select({ certificate: taxExemptCertificates })
      .from(taxExemptCertificates)
      .innerJoin(companyMembers, eq(companyMembers.companyId, taxExemptCertificates.companyId))
      .where(
        and(
          eq(companyMembers.userId, userId),
          eq(taxExemptCertificates.country, country as CertificateRow['country']),
          eq(taxExemptCertificates.region, region),
          eq(taxExemptCertificates.status, 'approved'),
          gte(taxExemptCertificates.expiresOn, today),
        ),
      )
      .orderBy(desc(taxExemptCertificates.expiresOn), desc(taxExemptCertificates.id))
      .limit(1);
    return row?.certificate;
  }

  /** Approved certificates expiring between these days (both included). */
  expiringBetween(from: string, to: string): Promise<CertificateRow[]> {
    return this.db
      .select()
      .from(taxExemptCertificates)
      .where(
        and(
          eq(taxExemptCertificates.status, 'approved'),
          between(taxExemptCertificates.expiresOn, from, to),
        ),
      )
      .orderBy(asc(taxExemptCertificates.id));
  }

  /** Claims a reminder about a certificate; false when it was claimed already. */
  async claimReminder(certificateId: number, kind: TaxCertificateReminderKind): Promise<boolean> {
    const rows = await this.db
      .insert(taxExemptReminders)
      .values({ certificateId, kind })
      .onConflictDoNothing()
      .returning({ certificateId: taxExemptReminders.certificateId });
    return rows.length > 0;
  }

  /** The orders placed in [from, to) that a certificate exempted, oldest first. */
  exemptOrders(from: Date, to: Date) {
    return this.db
      .select({
        trackingNo: orders.trackingNo,
        createdAt: orders.createdAt,
        companyName: companies.name,
        exemption: orders.taxExemption,
        subtotalCents: orders.subtotalCents,
        rushFeeCents: orders.rushFeeCents,
      })
      .from(orders)
      .leftJoin(companies, eq(companies.id, orders.companyId))
      .where(
        and(isNotNull(orders.taxExemption), gte(orders.createdAt, from), lt(orders.createdAt, to)),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id));
  }

  async audit(actor: AuditActor, action: string, summary: string) {
    await recordStaffAction(this.db, actor, { area: 'companies', action, summary });
  }
}
