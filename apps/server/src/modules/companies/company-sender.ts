import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_MESSAGES,
  COMPANY_SENDER_MESSAGES,
  CompanySenderFieldsSchema,
  type CompanySender,
} from '@backlit/domain';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import type { BlindShipSender } from '../../db/schema';
import type { AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import { oneFileFormLimits, problemsByField, readOneFileForm } from '../../platform/one-file-form';
import type { FileStorage } from '../../platform/storage';
import { CompaniesRepository, type CompanyRow } from './companies.repository';

/** @fastify/multipart limits for the sender form: a few address fields and one small logo. */
export const SENDER_FORM_LIMITS = oneFileFormLimits(COMPANY_LOGO_MAX_BYTES, 12);

/** A logo is printed about an inch wide: more pixels than this only weigh the slip down. */
const LOGO_MAX_WIDTH = 600;

/** PNG or JPEG by their first bytes, whatever the file's name or stated type says. */
function isPngOrJpeg(data: Buffer): boolean {
  const png = data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));
  const jpeg = data.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex'));
  return png || jpeg;
}

/** The logo redrawn as a plain PNG (no metadata, a bounded width), or undefined if unreadable. */
async function cleanLogo(data: Buffer): Promise<Buffer | undefined> {
  try {
    return await sharp(data)
      .rotate()
      .resize({ width: LOGO_MAX_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

function toSender(company: CompanyRow): CompanySender {
  return {
    shipping_name: company.shippingName,
    return_address: company.returnAddress,
    has_logo: company.logoFile !== null,
  };
}

/** Reads the sender form (multipart): its text fields checked, the logo a PNG or JPEG. */
async function readSenderForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const parsed = CompanySenderFieldsSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalidData(problemsByField(parsed.error.issues));
    return { fields: parsed.data, logo: undefined };
  }
  const { values, file: logo } = await readOneFileForm(request, 'logo', SENDER_FORM_LIMITS);
  const parsed = CompanySenderFieldsSchema.safeParse(values);
  const problems = parsed.success ? {} : problemsByField(parsed.error.issues);
  let cleaned: Buffer | undefined;
  if (logo?.tooLarge) problems.logo = [COMPANY_SENDER_MESSAGES.logoTooLarge];
  else if (logo) {
    cleaned = isPngOrJpeg(logo.data) ? await cleanLogo(logo.data) : undefined;
    if (!cleaned) problems.logo = [COMPANY_SENDER_MESSAGES.logoType];
  }
  if (!parsed.success || Object.keys(problems).length > 0) throw invalidData(problems);
  return { fields: parsed.data, logo: cleaned };
}

/**
 * The sender a company's blind drop-ship parcels name: its shipping name, return address and
 * logo. Every member reads it; only its admin changes it (recorded in the audit log).
 */
export class CompanySenderService {
  private readonly repository: CompaniesRepository;

  constructor(
    db: Database,
    private readonly files: FileStorage,
  ) {
    this.repository = new CompaniesRepository(db);
  }

  async mine(userId: number): Promise<CompanySender> {
    const member = await this.repository.membershipOf(userId);
    if (!member) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.noCompany);
    return toSender((await this.repository.company(member.companyId))!);
  }

  async save(actor: AuditActor, request: FastifyRequest): Promise<CompanySender> {
    const member = await this.repository.membershipOf(actor.id);
    if (!member) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.noCompany);
    if (member.role !== 'admin') throw new AppError('NOT_ALLOWED', COMPANY_MESSAGES.adminOnly);
    const { fields, logo } = await readSenderForm(request);
    // A new logo gets a new name: orders placed with the old one keep printing it.
    let logoFile: string | null | undefined = fields.remove_logo ? null : undefined;
    if (logo) {
      logoFile = `company-logos/${member.companyId}/${randomUUID()}.png`;
      await this.files.put(logoFile, logo);
    }
    return this.repository.transaction(async (repository) => {
      const company = await repository.lockCompany(member.companyId);
      if (!company) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.noCompany);
      const { shipping_name, remove_logo: _remove, ...returnAddress } = fields;
      const row = await repository.updateSender(company.id, {
        shippingName: shipping_name,
        returnAddress,
        ...(logoFile === undefined ? {} : { logoFile }),
      });
      await repository.audit(
        actor,
        'company.sender',
        `Set ${company.name}'s blind shipping sender to ${shipping_name}, ${returnAddress.city} ${returnAddress.state_contry}${logo ? ', with a new logo' : ''}`,
      );
      return toSender(row);
    });
  }
}

/**
 * The sender a buyer's order ships blind under: their company's, which must be set. Refused on
 * the checkout's `blind_ship` field otherwise (or for a buyer in no company).
 */
export async function blindShipSender(
  db: Database,
  userId: number | undefined,
): Promise<BlindShipSender> {
  const repository = new CompaniesRepository(db);
  const member = userId === undefined ? undefined : await repository.membershipOf(userId);
  if (!member) throw invalidData({ blind_ship: [COMPANY_SENDER_MESSAGES.notInCompany] });
  const company = (await repository.company(member.companyId))!;
  if (!company.shippingName || !company.returnAddress) {
    throw invalidData({ blind_ship: [COMPANY_SENDER_MESSAGES.notSet] });
  }
  return {
    name: company.shippingName,
    returnAddress: company.returnAddress,
    logoFile: company.logoFile,
  };
}
