import {
  accountOrderStatus,
  ADDRESSES_FULL_MESSAGE,
  ADDRESSES_MAX,
  ASSOCIATIONS,
  centsToDollars,
  formatMoney,
  COMPANY_INVITATION_TTL_DAYS,
  COMPANY_MEMBERS_MAX,
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  CURRENCY,
  type Address,
  type AddressValues,
  type AdminCompany,
  type AdminCompanySummary,
  type Association,
  type Company,
  type CompanyMember,
  type CompanyOrdersResponse,
  type CompanyRole,
  type CompanyValues,
  type InvitationPreview,
  type MemberNumbers,
} from '@backlit/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import { hashToken, newToken } from '../auth';
import { companyInvitationMailJob, membershipReviewedMailJob } from './companies.jobs';
import { invitationLink, invitationMail, membershipReviewedMail } from './companies.mail';
import { CustomerGroupsService } from './customer-groups.service';
import { CustomerGroupsRepository } from './customer-groups.repository';
import {
  CompaniesRepository,
  type CompanyAddressRow,
  type CompanyRow,
  type InvitationRow,
  type MemberRow,
  type MembershipRow,
} from './companies.repository';

/**
 * What else a change of the approval limit writes, in its transaction: the orders module's
 * requests for approval that the new limit no longer holds.
 */
export type AfterApprovalLimit = (
  db: Database,
  actor: AuditActor,
  change: { companyId: number; limitCents: number | null },
) => Promise<unknown>;

export interface CompaniesDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  shop: Pick<ShopSettings, 'get'>;
  mailer: Mailer;
  jobs: JobQueue;
  afterApprovalLimit: AfterApprovalLimit;
  now?: () => Date;
}

const notFound = (message: string) => new AppError('NOT_FOUND', message);
const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

function toAddress(row: CompanyAddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    firstname: row.firstName,
    lastname: row.lastName,
    companyname: row.companyName,
    streetaddress: row.address,
    streetaddressoptional: row.address2,
    city: row.city,
    state_contry: row.state,
    zip: row.postcode,
    country: row.country,
    phone: row.phone,
    // A shared address is nobody's default: each buyer's own default stays theirs.
    is_default: false,
  };
}

function toMember(row: MemberRow): CompanyMember {
  return {
    user_id: row.userId,
    name: name(row),
    email: row.email,
    role: row.role,
    joined_at: row.createdAt.toISOString(),
  };
}

function toMembership(row: MembershipRow) {
  return {
    association: row.association,
    member_number: row.memberNumber,
    status: row.status,
    reason: row.reason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

function toInvitation(row: InvitationRow) {
  return { id: row.id, email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() };
}

/**
 * The registration's ticked associations with a member number, as the claims a new company
 * starts with: a tick without a number says nothing staff could check, so it stays on the
 * account until the company states the number.
 */
export function registrationClaims(
  affiliations: Record<Association, boolean>,
  numbers: MemberNumbers,
): { association: Association; memberNumber: string }[] {
  return ASSOCIATIONS.flatMap((association) => {
    const memberNumber = numbers[association];
    return affiliations[association] && memberNumber ? [{ association, memberNumber }] : [];
  });
}

/**
 * Companies as their members use them. Every call is scoped to the caller's own company: an id
 * of another company's member, invitation or address answers 404, as one that does not exist.
 * Only the company's admin changes it; every change is in the audit log.
 */
export class CompaniesService {
  private readonly repository: CompaniesRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: CompaniesDeps) {
    this.repository = new CompaniesRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  /** The company the user belongs to, as they see it; null when none. */
  async mine(userId: number): Promise<Company | null> {
    const member = await this.repository.membershipOf(userId);
    if (!member) return null;
    return this.view(this.repository, member);
  }

  private async view(repository: CompaniesRepository, member: MemberRow): Promise<Company> {
    const company = (await repository.company(member.companyId))!;
    const [members, invitations, addresses, memberships] = await Promise.all([
      repository.members(company.id),
      member.role === 'admin' ? repository.openInvitations(company.id, this.now()) : [],
      repository.addresses(company.id),
      repository.memberships(company.id),
    ]);
    return {
      id: company.id,
      name: company.name,
      tax_id: company.taxId,
      my_role: member.role,
      my_user_id: member.userId,
      members: members.map(toMember),
      invitations: invitations.map(toInvitation),
      addresses: addresses.map(toAddress),
      memberships: memberships.map(toMembership),
      approval_limit: centsOrNull(company.approvalLimitCents),
    };
  }

  /**
   * A new company with its creator as admin. The associations ticked at registration with a
   * member number become its pending claims.
   */
  create(actor: AuditActor, values: CompanyValues): Promise<Company> {
    return this.repository.transaction(async (repository) => {
      const company = await repository.insertCompany({
        name: values.name,
        taxId: values.tax_id ?? null,
      });
      if (!(await repository.insertMember(actor.id, company.id, 'admin'))) {
        throw new AppError('CONFLICT', COMPANY_MESSAGES.alreadyMember);
      }
      const user = await repository.user(actor.id);
      const claims = user ? registrationClaims(user.affiliations, user.memberNumbers) : [];
      for (const claim of claims) {
        await repository.claimMembership(company.id, claim.association, claim.memberNumber);
      }
      await repository.audit(actor, 'company.create', `Created company ${company.name}`);
      return this.view(repository, (await repository.membershipOf(actor.id))!);
    });
  }

  /**
   * Sets (or, null, removes) the limit over which buyers' orders need an admin's approval; the
   * requests still waiting that it no longer holds stop waiting with it.
   */
  setApprovalLimit(actor: AuditActor, limitCents: number | null): Promise<Company> {
    return this.asAdmin(actor, async (repository, member, company) => {
      await repository.setApprovalLimit(company.id, limitCents);
      await repository.audit(
        actor,
        'company.approval-limit',
        limitCents === null
          ? `${company.name}: buyers' orders need no approval`
          : `${company.name}: buyers' orders over ${formatMoney(limitCents)} need an admin's approval`,
      );
      await this.deps.afterApprovalLimit(repository.db, actor, {
        companyId: company.id,
        limitCents,
      });
      return this.view(repository, member);
    });
  }

  update(actor: AuditActor, values: CompanyValues): Promise<Company> {
    return this.asAdmin(actor, async (repository, member, company) => {
      await repository.updateCompany(company.id, {
        name: values.name,
        taxId: values.tax_id ?? null,
      });
      await repository.audit(
        actor,
        'company.update',
        `Changed company ${company.name} to ${values.name} (tax id ${values.tax_id ?? 'none'})`,
      );
      return this.view(repository, member);
    });
  }

  /** Queues the invitation mail; inviting the same address again replaces the open invitation. */
  invite(actor: AuditActor, email: string, role: CompanyRole): Promise<Company> {
    return this.asAdmin(actor, async (repository, member, company) => {
      const now = this.now();
      const members = await repository.members(company.id);
      if (members.some((row) => row.email.toLowerCase() === email)) {
        throw invalidData({ email: [COMPANY_MESSAGES.alreadyInCompany] });
      }
      await repository.revokeInvitationsTo(company.id, email, now);
      const invitations = await repository.openInvitations(company.id, now);
      if (members.length + invitations.length >= COMPANY_MEMBERS_MAX) {
        throw invalidData({ email: [COMPANY_MESSAGES.full] });
      }
      const invitation = await repository.insertInvitation({
        companyId: company.id,
        email,
        role,
        // A placeholder nobody holds the token of: the mail job makes the real link.
        tokenHash: newToken().tokenHash,
        invitedBy: actor.id,
        expiresAt: new Date(now.getTime() + COMPANY_INVITATION_TTL_DAYS * 86_400_000),
      });
      await this.deps.jobs.enqueue(repository.db, companyInvitationMailJob, {
        invitationId: invitation.id,
      });
      await repository.audit(
        actor,
        'company.invite',
        `Invited ${email} to ${company.name} as ${COMPANY_ROLE_LABELS[role].toLowerCase()}`,
      );
      return this.view(repository, member);
    });
  }

  revokeInvitation(actor: AuditActor, invitationId: number): Promise<Company> {
    return this.asAdmin(actor, async (repository, member, company) => {
      const revoked = await repository.revokeInvitation(company.id, invitationId, this.now());
      if (!revoked) throw notFound(COMPANY_MESSAGES.invitationNotFound);
      await repository.audit(
        actor,
        'company.invitation.revoke',
        `Withdrew the invitation of ${revoked.email} to ${company.name}`,
      );
      return this.view(repository, member);
    });
  }

  /** The job: a fresh link for an invitation still open, mailed once. */
  async sendInvitation(invitationId: number, jobId: string): Promise<void> {
    const { db, mailer, config } = this.deps;
    await sendMailOnce({ db, mailer, publicUrl: config.publicUrl }, jobId, async () => {
      const { token, tokenHash } = newToken();
      const invitation = await this.repository.setInvitationToken(
        invitationId,
        tokenHash,
        this.now(),
      );
      if (!invitation) return undefined;
      const [company, inviter] = await Promise.all([
        this.repository.company(invitation.companyId),
        invitation.invitedBy === null ? undefined : this.repository.user(invitation.invitedBy),
      ]);
      if (!company) return undefined;
      return invitationMail(
        await this.deps.shop.get(),
        {
          email: invitation.email,
          role: invitation.role,
          companyName: company.name,
          inviter: inviter ? name(inviter) : company.name,
        },
        invitationLink(config.publicUrl, token),
      );
    });
  }

  /** What a link offers, for the page that opens it (anyone holding the link may read it). */
  async previewInvitation(token: string): Promise<Omit<InvitationPreview, 'status'>> {
    const invitation = await this.repository.openInvitation(hashToken(token), this.now());
    const company = invitation && (await this.repository.company(invitation.companyId));
    if (!invitation || !company) throw notFound(COMPANY_MESSAGES.invitationInvalid);
    return {
      company_name: company.name,
      email: invitation.email,
      role: invitation.role,
      expires_at: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * Joins the company of a link: once, before it expires, and only for the account of the
   * address it was sent to (so a forwarded link is no use to anyone else).
   */
  accept(actor: AuditActor, token: string): Promise<Company> {
    return this.repository.transaction(async (repository) => {
      const now = this.now();
      const invitation = await repository.lockOpenInvitation(hashToken(token), now);
      if (!invitation) throw notFound(COMPANY_MESSAGES.invitationInvalid);
      if (invitation.email !== actor.email.toLowerCase()) {
        throw new AppError('NOT_ALLOWED', COMPANY_MESSAGES.invitationOtherEmail);
      }
      const company = await repository.lockCompany(invitation.companyId);
      if (!company) throw notFound(COMPANY_MESSAGES.invitationInvalid);
      if (!(await repository.insertMember(actor.id, company.id, invitation.role))) {
        throw new AppError('CONFLICT', COMPANY_MESSAGES.inOtherCompany);
      }
      await repository.markAccepted(invitation.id, now);
      await repository.audit(
        actor,
        'company.join',
        `${actor.email} joined ${company.name} as ${COMPANY_ROLE_LABELS[invitation.role].toLowerCase()}`,
      );
      return this.view(repository, (await repository.membershipOf(actor.id))!);
    });
  }

  /** Makes a member admin or buyer; the company never loses its last admin. */
  changeRole(actor: AuditActor, userId: number, role: CompanyRole): Promise<Company> {
    return this.asAdmin(actor, async (repository, member, company) => {
      const members = await repository.members(company.id);
      const target = members.find((row) => row.userId === userId);
      if (!target) throw notFound(COMPANY_MESSAGES.memberNotFound);
      if (role !== 'admin' && target.role === 'admin' && admins(members) <= 1) {
        throw new AppError('CONFLICT', COMPANY_MESSAGES.lastAdmin);
      }
      await repository.setRole(company.id, userId, role);
      await repository.audit(
        actor,
        'company.member.role',
        `Made ${target.email} ${COMPANY_ROLE_LABELS[role].toLowerCase()} of ${company.name}`,
      );
      const me = userId === actor.id ? { ...member, role } : member;
      return this.view(repository, me);
    });
  }

  /**
   * Takes a member out of the company: the admin removes anyone, anyone may leave; never the
   * last admin. Answers the company as the caller now sees it (null once they left).
   */
  removeMember(actor: AuditActor, userId: number): Promise<Company | null> {
    return this.repository.transaction(async (repository) => {
      const member = await this.lockedMember(repository, actor.id);
      const company = (await repository.company(member.companyId))!;
      if (userId !== actor.id && member.role !== 'admin') {
        throw new AppError('NOT_ALLOWED', COMPANY_MESSAGES.adminOnly);
      }
      const members = await repository.members(company.id);
      const target = members.find((row) => row.userId === userId);
      if (!target) throw notFound(COMPANY_MESSAGES.memberNotFound);
      if (target.role === 'admin' && admins(members) <= 1) {
        throw new AppError('CONFLICT', COMPANY_MESSAGES.lastAdmin);
      }
      await repository.deleteMember(company.id, userId);
      await repository.audit(
        actor,
        userId === actor.id ? 'company.leave' : 'company.member.remove',
        userId === actor.id
          ? `${actor.email} left ${company.name}`
          : `Removed ${target.email} from ${company.name}`,
      );
      return userId === actor.id ? null : this.view(repository, member);
    });
  }

  // --- addresses -----------------------------------------------------------------------------

  /** The company's shared addresses for any member (checkout offers them); none without one. */
  async addresses(userId: number): Promise<Address[]> {
    const member = await this.repository.membershipOf(userId);
    if (!member) return [];
    return (await this.repository.addresses(member.companyId)).map(toAddress);
  }

  addAddress(actor: AuditActor, values: AddressValues): Promise<Company> {
    return this.asAdmin(actor, async (repository, member, company) => {
      if ((await repository.countAddresses(company.id)) >= ADDRESSES_MAX) {
        throw new AppError('INVALID_DATA', ADDRESSES_FULL_MESSAGE);
      }
      const row = await repository.insertAddress(company.id, values);
      await repository.audit(
        actor,
        'company.address.add',
        `Added the address ${describe(row)} to ${company.name}`,
      );
      return this.view(repository, member);
    });
  }

  updateAddress(actor: AuditActor, id: number, values: AddressValues): Promise<Company> {
    return this.asAdmin(actor, async (repository, member, company) => {
      const row = await repository.updateAddress(company.id, id, values);
      if (!row) throw notFound(COMPANY_MESSAGES.addressNotFound);
      await repository.audit(
        actor,
        'company.address.update',
        `Changed the address ${describe(row)} of ${company.name}`,
      );
      return this.view(repository, member);
    });
  }

  deleteAddress(actor: AuditActor, id: number): Promise<Company> {
    return this.asAdmin(actor, async (repository, member, company) => {
      const row = await repository.deleteAddress(company.id, id);
      if (!row) throw notFound(COMPANY_MESSAGES.addressNotFound);
      await repository.audit(
        actor,
        'company.address.delete',
        `Deleted the address ${describe(row)} of ${company.name}`,
      );
      return this.view(repository, member);
    });
  }

  // --- memberships ---------------------------------------------------------------------------

  /** States an association's member number; a changed number waits for staff again. */
  claimMembership(actor: AuditActor, association: Association, memberNumber: string) {
    return this.asAdmin(actor, async (repository, member, company) => {
      await repository.claimMembership(company.id, association, memberNumber);
      await repository.audit(
        actor,
        'company.membership.claim',
        `${company.name} stated ${association} membership ${memberNumber}`,
      );
      return this.view(repository, member);
    });
  }

  withdrawMembership(actor: AuditActor, association: Association) {
    return this.asAdmin(actor, async (repository, member, company) => {
      const row = await repository.deleteMembership(company.id, association);
      if (!row) throw notFound(COMPANY_MESSAGES.membershipNotFound);
      await repository.audit(
        actor,
        'company.membership.withdraw',
        `${company.name} withdrew its ${association} membership ${row.memberNumber}`,
      );
      return this.view(repository, member);
    });
  }

  // --- orders --------------------------------------------------------------------------------

  /** The company's orders for its admin, a buyer's own for a buyer. */
  async orders(
    userId: number,
    page: number,
    perPage: number,
  ): Promise<Omit<CompanyOrdersResponse, 'status'>> {
    const member = await this.repository.membershipOf(userId);
    if (!member) throw notFound(COMPANY_MESSAGES.noCompany);
    const { rows, total } = await this.repository.orders(
      member.companyId,
      member.role === 'admin' ? undefined : userId,
      page,
      perPage,
    );
    return {
      orders: rows.map(({ order, firstName, lastName }) => ({
        id: order.id,
        tracking_no: order.trackingNo,
        ...accountOrderStatus(order.status, order.paymentMethod),
        total: centsToDollars(order.totalCents),
        currency: CURRENCY,
        created_at: order.createdAt.toISOString(),
        buyer:
          firstName === null ? `${order.firstName} ${order.lastName}` : `${firstName} ${lastName}`,
      })),
      total,
      page,
      per_page: perPage,
    };
  }

  // --- helpers -------------------------------------------------------------------------------

  private async lockedMember(repository: CompaniesRepository, userId: number) {
    const found = await repository.membershipOf(userId);
    if (!found) throw notFound(COMPANY_MESSAGES.noCompany);
    // Every change of a company queues behind its row, so two admins demoting each other at
    // once cannot leave it with none.
    await repository.lockCompany(found.companyId);
    const member = await repository.membershipOf(userId);
    if (!member) throw notFound(COMPANY_MESSAGES.noCompany);
    return member;
  }

  private asAdmin<T>(
    actor: AuditActor,
    work: (repository: CompaniesRepository, member: MemberRow, company: CompanyRow) => Promise<T>,
  ): Promise<T> {
    return this.repository.transaction(async (repository) => {
      const member = await this.lockedMember(repository, actor.id);
      if (member.role !== 'admin') throw new AppError('NOT_ALLOWED', COMPANY_MESSAGES.adminOnly);
      const company = (await repository.company(member.companyId))!;
      return work(repository, member, company);
    });
  }
}

const centsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

const admins = (members: MemberRow[]) => members.filter((row) => row.role === 'admin').length;

function describe(row: CompanyAddressRow): string {
  return [row.label, `${row.address}, ${row.city}`].filter(Boolean).join(' — ');
}

/**
 * Whether the user is the admin of the company an order was placed for: they see every order
 * of their company, as its buyer does.
 */
export async function isCompanyAdminOfOrder(
  db: Database,
  userId: number,
  order: { companyId: number | null },
): Promise<boolean> {
  if (order.companyId === null) return false;
  const member = await new CompaniesRepository(db).membershipOf(userId);
  return member?.role === 'admin' && member.companyId === order.companyId;
}

/**
 * Whether a user's orders may need approval: their company, their role in it and its approval
 * limit; undefined for someone in no company. `lock`, in a transaction: the limit cannot change
 * until it ends.
 */
export async function approvalRuleOf(
  db: Database,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<{ companyId: number; role: CompanyRole; limitCents: number | null } | undefined> {
  return new CompaniesRepository(db).approvalRule(userId, options);
}

/** The admins of a company, who answer its buyers' requests for approval. */
export async function companyAdmins(
  db: Database,
  companyId: number,
): Promise<{ userId: number; email: string; firstName: string }[]> {
  const members = await new CompaniesRepository(db).members(companyId);
  return members
    .filter((member) => member.role === 'admin')
    .map(({ userId, email, firstName }) => ({ userId, email, firstName }));
}

/**
 * Companies as staff see them in the back-office: list and search, each one whole, its name
 * and tax id, its members, and the review of its stated memberships (mailed to its admins).
 */
export class AdminCompaniesService {
  private readonly repository: CompaniesRepository;
  private readonly groups: CustomerGroupsService;
  private readonly now: () => Date;

  constructor(private readonly deps: CompaniesDeps) {
    this.repository = new CompaniesRepository(deps.db);
    this.groups = new CustomerGroupsService(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  async list(
    q: string | undefined,
    page: number,
    perPage: number,
  ): Promise<{ companies: AdminCompanySummary[]; total: number }> {
    const { rows, total } = await this.repository.page(q, page, perPage);
    return {
      companies: rows.map(({ company, members, pending }) => ({
        id: company.id,
        name: company.name,
        tax_id: company.taxId,
        members,
        pending_memberships: pending,
        created_at: company.createdAt.toISOString(),
      })),
      total,
    };
  }

  async detail(id: number, repository = this.repository): Promise<AdminCompany> {
    const company = await repository.company(id);
    if (!company) throw notFound(COMPANY_MESSAGES.companyNotFound);
    const [members, invitations, addresses, memberships, group] = await Promise.all([
      repository.members(id),
      repository.openInvitations(id, this.now()),
      repository.addresses(id),
      repository.memberships(id),
      company.customerGroupId === null
        ? undefined
        : new CustomerGroupsRepository(repository.db).group(company.customerGroupId),
    ]);
    return {
      id: company.id,
      name: company.name,
      tax_id: company.taxId,
      created_at: company.createdAt.toISOString(),
      customer_group: group ? { id: group.id, name: group.name } : null,
      members: members.map(toMember),
      invitations: invitations.map(toInvitation),
      addresses: addresses.map(toAddress),
      memberships: memberships.map(toMembership),
      approval_limit: centsOrNull(company.approvalLimitCents),
    };
  }

  update(actor: AuditActor, id: number, values: CompanyValues): Promise<AdminCompany> {
    return this.repository.transaction(async (repository) => {
      const company = await repository.lockCompany(id);
      if (!company) throw notFound(COMPANY_MESSAGES.companyNotFound);
      await repository.updateCompany(id, { name: values.name, taxId: values.tax_id ?? null });
      await repository.audit(
        actor,
        'company.update',
        `Changed company ${company.name} to ${values.name} (tax id ${values.tax_id ?? 'none'})`,
      );
      return this.detail(id, repository);
    });
  }

  /** Places the company in a customer group, or (null) takes it out of its group. */
  setGroup(actor: AuditActor, id: number, groupId: number | null): Promise<AdminCompany> {
    return this.repository.transaction(async (repository) => {
      const company = await repository.lockCompany(id);
      if (!company) throw notFound(COMPANY_MESSAGES.companyNotFound);
      await this.groups.assign(actor, company, groupId, repository.db);
      return this.detail(id, repository);
    });
  }

  removeMember(actor: AuditActor, id: number, userId: number): Promise<AdminCompany> {
    return this.repository.transaction(async (repository) => {
      const company = await repository.lockCompany(id);
      if (!company) throw notFound(COMPANY_MESSAGES.companyNotFound);
      const members = await repository.members(id);
      const target = members.find((row) => row.userId === userId);
      if (!target) throw notFound(COMPANY_MESSAGES.memberNotFound);
      if (target.role === 'admin' && admins(members) <= 1) {
        throw new AppError('CONFLICT', COMPANY_MESSAGES.lastAdmin);
      }
      await repository.deleteMember(id, userId);
      await repository.audit(
        actor,
        'company.member.remove',
        `Removed ${target.email} from ${company.name}`,
      );
      return this.detail(id, repository);
    });
  }

  /** Verifies or refuses a stated membership; the company's admins are told by e-mail. */
  review(
    actor: AuditActor,
    id: number,
    association: Association,
    decision: { verified: true } | { verified: false; reason: string },
  ): Promise<AdminCompany> {
    return this.repository.transaction(async (repository) => {
      const company = await repository.lockCompany(id);
      if (!company) throw notFound(COMPANY_MESSAGES.companyNotFound);
      const reason = decision.verified ? null : decision.reason;
      const row = await repository.reviewMembership(id, association, {
        status: decision.verified ? 'verified' : 'refused',
        reason,
        reviewedBy: actor.id,
        now: this.now(),
      });
      if (!row) throw notFound(COMPANY_MESSAGES.membershipNotFound);
      if (decision.verified) {
        await this.groups.placeByMembership(actor, company, association, repository.db);
      }
      await this.deps.jobs.enqueue(repository.db, membershipReviewedMailJob, {
        companyId: id,
        association,
        memberNumber: row.memberNumber,
        verified: decision.verified,
        reason,
      });
      await repository.audit(
        actor,
        decision.verified ? 'company.membership.verify' : 'company.membership.refuse',
        decision.verified
          ? `Verified ${company.name}'s ${association} membership ${row.memberNumber}`
          : `Refused ${company.name}'s ${association} membership ${row.memberNumber}: ${reason}`,
      );
      return this.detail(id, repository);
    });
  }

  /** The job: each admin of the company hears of the review, once. */
  async sendReview(
    review: typeof membershipReviewedMailJob.data & object,
    jobId: string,
  ): Promise<void> {
    const { db, mailer, config } = this.deps;
    const company = await this.repository.company(review.companyId);
    if (!company) return;
    const admins = (await this.repository.members(company.id)).filter(
      (row) => row.role === 'admin',
    );
    const shop = await this.deps.shop.get();
    for (const admin of admins) {
      await sendMailOnce(
        { db, mailer, publicUrl: config.publicUrl },
        `${jobId}-${admin.userId}`,
        async () =>
          membershipReviewedMail(
            shop,
            {
              to: admin.email,
              firstName: admin.firstName,
              companyName: company.name,
              association: review.association,
              memberNumber: review.memberNumber,
              verified: review.verified,
              reason: review.reason,
            },
            `${config.publicUrl}/dashboard-client/company`,
          ),
      );
    }
  }
}
