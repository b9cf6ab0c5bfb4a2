import {
  addCalendarDays,
  centsToAmount,
  certificateValidOn,
  COMPANY_MESSAGES,
  dueCertificateReminder,
  TAX_CERTIFICATE_MESSAGES,
  zonedDateTime,
  zonedInstant,
  type AdminTaxCertificate,
  type IsoDate,
  type TaxCertificate,
  type TaxCertificateFields,
  type TaxCertificateForm,
  type TaxCertificateReminderKind,
  type TaxCertificateStatus,
  type ShippingCountry,
  TAX_CERTIFICATE_REMINDER_DAYS,
} from '@backlit/domain';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { CsvWriter } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import type { FileStorage } from '../../platform/storage';
import { PlannerCalendarService } from '../shows';
import { certificateExpiryMail, certificateReviewedMail } from './tax-exemptions.mail';
import { certificateReminderMailJob, certificateReviewedMailJob } from './tax-exemptions.jobs';
import {
  TaxExemptionsRepository,
  type CertificateRow,
  type CertificateWithCompany,
} from './tax-exemptions.repository';

export interface TaxExemptionsDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  shop: Pick<ShopSettings, 'get'>;
  mailer: Mailer;
  jobs: JobQueue;
  /** Where the certificates' PDFs are kept: private, never served by /storage. */
  files: FileStorage;
  now?: () => Date;
}

/** The certificate that takes a region's sales tax off an order. */
export interface ExemptingCertificate {
  id: number;
  number: string;
  form: TaxCertificateForm;
  country: ShippingCountry;
  region: string;
}

/** Answers the buyer's certificate for a ship-to region, if one exempts it today. */
export interface TaxExemptionLookup {
  certificateFor(country: string, region: string): Promise<ExemptingCertificate | undefined>;
}

const notFound = () => new AppError('NOT_FOUND', TAX_CERTIFICATE_MESSAGES.notFound);

/** The shop's day at `now` (an expiry date is a day of the shop's calendar). */
function shopToday(db: Database, now: Date): Promise<IsoDate> {
  return new PlannerCalendarService(db).dayAt(now);
}

function statusOn(row: CertificateRow, today: IsoDate): TaxCertificate['status'] {
  if (row.status !== 'refused' && !certificateValidOn(row.expiresOn, today)) return 'expired';
  return row.status;
}

function toCertificate(row: CertificateRow, today: IsoDate): TaxCertificate {
  return {
    id: row.id,
    form: row.form,
    number: row.number,
    country: row.country,
    state: row.region,
    expires_on: row.expiresOn,
    status: statusOn(row, today),
    reason: row.reason,
    uploaded_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

function toAdminCertificate(row: CertificateWithCompany, today: IsoDate): AdminTaxCertificate {
  return { ...toCertificate(row, today), company: { id: row.companyId, name: row.companyName } };
}

/**
 * Tax-exempt certificates: a company's admin uploads them and reads them back; staff review
 * them (every decision in the audit log, the company's admins told by e-mail); checkout asks
 * for the one exempting a region; the admins are reminded of expiry; staff export the exempt
 * sales of a month for filing.
 */
export class TaxExemptionsService {
  private readonly repository: TaxExemptionsRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: TaxExemptionsDeps) {
    this.repository = new TaxExemptionsRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  private today(): Promise<IsoDate> {
    return shopToday(this.deps.db, this.now());
  }

  private async membership(userId: number) {
    const member = await this.repository.membershipOf(userId);
    if (!member) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.noCompany);
    return member;
  }

  private async adminMembership(userId: number) {
    const member = await this.membership(userId);
    if (member.role !== 'admin') throw new AppError('NOT_ALLOWED', COMPANY_MESSAGES.adminOnly);
    return member;
  }

  // --- the company's -------------------------------------------------------------------------

  /** The caller's company's certificates, newest first (any member sees them). */
  async mine(userId: number): Promise<TaxCertificate[]> {
    const member = await this.membership(userId);
    const [rows, today] = await Promise.all([
      this.repository.ofCompany(member.companyId),
      this.today(),
    ]);
    return rows.map((row) => toCertificate(row, today));
  }

  /** Stores an admin's certificate for staff to review; one already expired is refused. */
  async upload(
    actor: AuditActor,
    fields: TaxCertificateFields,
    pdf: Buffer,
  ): Promise<TaxCertificate> {
    const member = await this.adminMembership(actor.id);
    const today = await this.today();
    if (!certificateValidOn(fields.expires_on, today)) {
      throw new AppError('INVALID_DATA', TAX_CERTIFICATE_MESSAGES.expired, {
        validation_errors: { expires_on: [TAX_CERTIFICATE_MESSAGES.expired] },
      });
    }
    const fileName = `tax-certificates/${member.companyId}/${randomUUID()}.pdf`;
    await this.deps.files.put(fileName, pdf);
    const row = await this.repository.insert({
      companyId: member.companyId,
      form: fields.form,
      number: fields.number,
      country: fields.country,
      region: fields.state,
      expiresOn: fields.expires_on,
      fileName,
      uploadedBy: actor.id,
    });
    return toCertificate(row, today);
  }

  /** The stored PDF of one of the caller's company's certificates (its admins only). */
  async fileOf(userId: number, id: number): Promise<{ fileName: string; number: string }> {
    const member = await this.adminMembership(userId);
    const row = await this.repository.certificate(id);
    if (row?.companyId !== member.companyId) throw notFound();
    return row;
  }

  // --- the staff's ---------------------------------------------------------------------------

  async list(status: TaxCertificateStatus): Promise<AdminTaxCertificate[]> {
    const [rows, today] = await Promise.all([this.repository.withStatus(status), this.today()]);
    return rows.map((row) => toAdminCertificate(row, today));
  }

  async staffFile(id: number): Promise<{ fileName: string; number: string }> {
    const row = await this.repository.certificate(id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Approves or refuses a pending certificate: the decision is in the audit log, and the
   * company's admins are e-mailed, both in the decision's transaction.
   */
  review(
    actor: AuditActor,
    id: number,
    decision: { approved: true } | { approved: false; reason: string },
  ): Promise<AdminTaxCertificate> {
    return this.repository.transaction(async (repository) => {
      const row = await repository.certificate(id, true);
      if (!row) throw notFound();
      if (row.status !== 'pending') {
        throw new AppError('CONFLICT', TAX_CERTIFICATE_MESSAGES.notPending);
      }
      const reason = decision.approved ? null : decision.reason;
      const now = this.now();
      await repository.review(id, {
        status: decision.approved ? 'approved' : 'refused',
        reason,
        reviewedBy: actor.id,
        now,
      });
      await this.deps.jobs.enqueue(repository.db, certificateReviewedMailJob, {
        certificateId: id,
      });
      const what = `${row.companyName}'s ${row.form} ${row.number} (${row.country}-${row.region}, expires ${row.expiresOn})`;
      await repository.audit(
        actor,
        decision.approved ? 'company.tax_certificate.approve' : 'company.tax_certificate.refuse',
        decision.approved ? `Approved ${what}` : `Refused ${what}: ${reason}`,
      );
      const reviewed = (await repository.certificate(id))!;
      return toAdminCertificate(reviewed, await shopToday(repository.db, now));
    });
  }

  /** The job: each admin of the company hears of the decision, once. */
  async sendReview(certificateId: number, jobId: string): Promise<void> {
    const row = await this.repository.certificate(certificateId);
    if (!row || row.status === 'pending') return;
    await this.mailAdmins(row, jobId, (shop, admin, url) =>
      certificateReviewedMail(
        shop,
        admin,
        { ...row, approved: row.status === 'approved', reason: row.reason },
        url,
      ),
    );
  }

  // --- reminders -----------------------------------------------------------------------------

  /**
   * Queues the expiry reminders due at `now`, each certificate and kind once: claimed in the
   * transaction that queues its e-mail. Answers how many it queued.
   */
  async sweep(now: Date): Promise<number> {
    const today = await shopToday(this.deps.db, now);
    const expiring = await this.repository.expiringBetween(
      today,
      addCalendarDays(today, TAX_CERTIFICATE_REMINDER_DAYS),
    );
    let queued = 0;
    for (const row of expiring) {
      const kind = dueCertificateReminder(row.expiresOn, today);
      if (!kind) continue;
      const claimed = await this.repository.transaction(async (repository) => {
        if (!(await repository.claimReminder(row.id, kind))) return false;
        await this.deps.jobs.enqueue(repository.db, certificateReminderMailJob, {
          certificateId: row.id,
          kind,
        });
        return true;
      });
      if (claimed) queued += 1;
    }
    return queued;
  }

  async sendReminder(
    certificateId: number,
    kind: TaxCertificateReminderKind,
    jobId: string,
  ): Promise<void> {
    const row = await this.repository.certificate(certificateId);
    if (row?.status !== 'approved') return;
    await this.mailAdmins(row, jobId, (shop, admin, url) =>
      certificateExpiryMail(shop, admin, row, kind, url),
    );
  }

  private async mailAdmins(
    row: CertificateWithCompany,
    jobId: string,
    build: (
      shop: Awaited<ReturnType<ShopSettings['get']>>,
      admin: { email: string; firstName: string },
      companyUrl: string,
    ) => ReturnType<typeof certificateReviewedMail>,
  ): Promise<void> {
    const { db, mailer, config } = this.deps;
    const [admins, shop] = await Promise.all([
      this.repository.admins(row.companyId),
      this.deps.shop.get(),
    ]);
    for (const admin of admins) {
      await sendMailOnce(
        { db, mailer, publicUrl: config.publicUrl },
        `${jobId}-${admin.userId}`,
        async () => build(shop, admin, `${config.publicUrl}/dashboard-client/company`),
      );
    }
  }

  // --- filing --------------------------------------------------------------------------------

  /**
   * The exempt sales of a month (in the shop's time zone) as CSV: each order with its company,
   * certificate, region, the goods' total and the tax it would have cost.
   */
  async exportCsv(month: string): Promise<string> {
    const timeZone = await new PlannerCalendarService(this.deps.db).timeZone();
    const first = `${month}-01`;
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const next =
      monthNumber === 12
        ? `${year + 1}-01-01`
        : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
    const rows = await this.repository.exemptOrders(
      zonedInstant(first, '00:00', timeZone),
      zonedInstant(next, '00:00', timeZone),
    );
    const csv = new CsvWriter(EXPORT_HEADER);
    return csv.batch(
      rows.map((row) => [
        row.trackingNo,
        zonedDateTime(row.createdAt, timeZone).date,
        row.companyName,
        row.exemption!.number,
        row.exemption!.country,
        row.exemption!.region,
        centsToAmount(row.subtotalCents + row.rushFeeCents),
        centsToAmount(row.exemption!.waivedCents),
      ]),
    );
  }
}

const EXPORT_HEADER = [
  'order_number',
  'date',
  'company',
  'certificate_number',
  'country',
  'region',
  'goods_total',
  'tax_exempted',
] as const;

/**
 * What checkout, the payment and the order ask: the certificate exempting a region for a buyer
 * (signed in, in a company), valid on the shop's day at `now`.
 */
export class TaxExemptions {
  constructor(private readonly db: Database) {}

  forBuyer(userId: number | undefined, now = new Date()): TaxExemptionLookup {
    if (userId === undefined) return { certificateFor: () => Promise.resolve(undefined) };
    const repository = new TaxExemptionsRepository(this.db);
    // Asked only where the region charges tax, and once per region (an estimate prices the order
    // with and without the rush fee).
    const asked = new Map<string, Promise<ExemptingCertificate | undefined>>();
    const lookUp = async (country: string, region: string) => {
      const row = await repository.approvedForBuyer(
        userId,
        country,
        region,
        await shopToday(this.db, now),
      );
      return (
        row && {
          id: row.id,
          number: row.number,
          form: row.form,
          country: row.country,
          region: row.region,
        }
      );
    };
    return {
      certificateFor: (country, region) => {
        const key = `${country}-${region}`;
        let found = asked.get(key);
        if (!found) {
          found = lookUp(country, region);
          asked.set(key, found);
        }
        return found;
      },
    };
  }
}
