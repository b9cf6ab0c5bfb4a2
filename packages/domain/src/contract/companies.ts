import { z } from 'zod';
import { AccountOrderSummarySchema } from './account-orders';
import { AddressSchema } from './account';
import { ASSOCIATIONS, EmailSchema, MEMBER_NUMBER_MAX } from './auth';
import { idParam, optionalText, PageNumberSchema, requiredText } from './fields';

// ---------------------------------------------------------------------------------------------
// Companies: trade accounts with an admin and buyers, a shared address book and the trade
// associations they claim membership of.

/** What a member may do: the admin runs the company, a buyer buys for it. */
export const COMPANY_ROLES = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  admin: 'Admin',
  buyer: 'Buyer',
};

/** A claimed association membership: waiting for staff, checked, or refused with a reason. */
export const MEMBERSHIP_STATUSES = ['pending', 'verified', 'refused'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  refused: 'Refused',
};

/** How long an invitation link works. */
export const COMPANY_INVITATION_TTL_DAYS = 7;
/** How many people a company may have, members and open invitations together. */
export const COMPANY_MEMBERS_MAX = 50;
export const COMPANY_NAME_MAX = 120;
export const TAX_ID_MAX = 40;
export const MEMBERSHIP_REASON_MAX = 500;

export const COMPANY_MESSAGES = {
  alreadyMember: 'You already belong to a company. Leave it before creating another.',
  noCompany: 'You do not belong to a company.',
  adminOnly: "Only the company's admin can do this.",
  memberNotFound: 'Member not found.',
  invitationNotFound: 'Invitation not found.',
  lastAdmin: 'A company keeps at least one admin. Make someone else admin first.',
  alreadyInvited: 'This person has already been invited.',
  alreadyInCompany: 'This person is already a member of the company.',
  full: `A company can have at most ${COMPANY_MEMBERS_MAX} members and open invitations.`,
  invitationInvalid: 'This invitation link is invalid, has expired or has already been used.',
  invitationOtherEmail:
    'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  inOtherCompany: 'You already belong to a company. Leave it before joining another.',
  companyNotFound: 'Company not found.',
  membershipNotFound: 'This membership has not been stated.',
  addressNotFound: 'Address not found.',
} as const;

const TaxIdSchema = optionalText('tax id', TAX_ID_MAX);

/** POST /api/account/company (create) and PUT /api/account/company (rename, tax id). */
export const CompanyRequestSchema = z.strictObject({
  name: requiredText('company name', COMPANY_NAME_MAX),
  tax_id: TaxIdSchema,
});
export type CompanyRequest = z.input<typeof CompanyRequestSchema>;
export type CompanyValues = z.output<typeof CompanyRequestSchema>;

export const CompanyRoleSchema = z.enum(COMPANY_ROLES, {
  error: 'The role must be admin or buyer.',
});
export const AssociationSchema = z.enum(ASSOCIATIONS, {
  error: 'The association must be GIGA, EDPA or ASI.',
});

/** POST /api/account/company/invitations */
export const InviteMemberRequestSchema = z.strictObject({
  email: EmailSchema,
  role: CompanyRoleSchema.default('buyer'),
});
export type InviteMemberRequest = z.input<typeof InviteMemberRequestSchema>;

/** PUT /api/account/company/members/{userId} */
export const MemberRoleRequestSchema = z.strictObject({ role: CompanyRoleSchema });

/** POST /api/company-invitation and POST /api/account/company/invitations/accept */
export const InvitationTokenRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The invitation token is required.' })
    .trim()
    .min(1, 'The invitation token is required.')
    .max(200, 'The invitation token is not valid.'),
});

/** PUT /api/account/company/memberships: states (or states again) one association's number. */
export const MembershipClaimRequestSchema = z.strictObject({
  association: AssociationSchema,
  member_number: requiredText('member number', MEMBER_NUMBER_MAX),
});
export type MembershipClaimRequest = z.input<typeof MembershipClaimRequestSchema>;

/** POST /api/admin/companies/{id}/memberships/{association}/refuse */
export const RefuseMembershipRequestSchema = z.strictObject({
  reason: requiredText('reason', MEMBERSHIP_REASON_MAX),
});

export const CompanyMemberParamsSchema = z.object({ userId: idParam('Member not found.') });
export const CompanyInvitationParamsSchema = z.object({ id: idParam('Invitation not found.') });
export const CompanyAddressParamsSchema = z.object({ id: idParam('Address not found.') });
export const MembershipParamsSchema = z.object({ association: AssociationSchema });
export const AdminCompanyParamsSchema = z.object({ id: idParam('Company not found.') });
export const AdminCompanyMemberParamsSchema = z.object({
  id: idParam('Company not found.'),
  userId: idParam('Member not found.'),
});
export const AdminMembershipParamsSchema = z.object({
  id: idParam('Company not found.'),
  association: AssociationSchema,
});

export const CompanyMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  joined_at: z.iso.datetime({ offset: true }),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

export const CompanyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  expires_at: z.iso.datetime({ offset: true }),
});
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

export const CompanyMembershipSchema = z.object({
  association: z.enum(ASSOCIATIONS),
  member_number: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** Why staff refused it; null unless refused. */
  reason: z.string().nullable(),
  reviewed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type CompanyMembership = z.infer<typeof CompanyMembershipSchema>;

/** A company as its members see it; invitations are listed to its admin only. */
export const CompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string().nullable(),
  my_role: z.enum(COMPANY_ROLES),
  /** The caller's own user id, to leave the company by. */
  my_user_id: z.number().int(),
  members: z.array(CompanyMemberSchema),
  invitations: z.array(CompanyInvitationSchema),
  addresses: z.array(AddressSchema),
  memberships: z.array(CompanyMembershipSchema),
  /** Orders by its buyers whose goods come to more need an admin's approval; null: none do. */
  approval_limit: z.number().nullable(),
});
export type Company = z.infer<typeof CompanySchema>;

/** GET /api/account/company — null when the customer belongs to none. */
export const CompanyResponseSchema = z.object({
  status: z.union([z.literal(200), z.literal(201)]),
  message: z.string().optional(),
  company: CompanySchema.nullable(),
});
export type CompanyResponse = z.infer<typeof CompanyResponseSchema>;

/** POST /api/company-invitation — what an invitation link offers, before accepting it. */
export const InvitationPreviewResponseSchema = z.object({
  status: z.literal(200),
  company_name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  expires_at: z.iso.datetime({ offset: true }),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewResponseSchema>;

/** GET /api/account/company/addresses — the company's address book, for checkout. */
export const CompanyAddressesResponseSchema = z.object({
  status: z.literal(200),
  addresses: z.array(AddressSchema),
});

export const COMPANY_ORDERS_PER_PAGE = 20;
export const CompanyOrdersQuerySchema = z.object({ page: PageNumberSchema });

/** An order of the company: who placed it, besides the account's own summary. */
export const CompanyOrderSchema = AccountOrderSummarySchema.extend({ buyer: z.string() });
export type CompanyOrder = z.infer<typeof CompanyOrderSchema>;

/** GET /api/account/company/orders — the admin sees every order, a buyer their own. */
export const CompanyOrdersResponseSchema = z.object({
  status: z.literal(200),
  orders: z.array(CompanyOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type CompanyOrdersResponse = z.infer<typeof CompanyOrdersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Back-office

export const ADMIN_COMPANIES_PER_PAGE = 30;

export const AdminCompaniesQuerySchema = z.object({
  page: PageNumberSchema,
  q: optionalText('search', 100),
});
export type AdminCompaniesQuery = z.input<typeof AdminCompaniesQuerySchema>;

export const AdminCompanySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tax_id: z.string().nullable(),
  members: z.number().int(),
  pending_memberships: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminCompanySummary = z.infer<typeof AdminCompanySummarySchema>;

export const AdminCompaniesResponseSchema = z.object({
  status: z.literal(200),
  companies: z.array(AdminCompanySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminCompaniesResponse = z.infer<typeof AdminCompaniesResponseSchema>;

export const AdminCompanySchema = CompanySchema.omit({ my_role: true, my_user_id: true }).extend({
  created_at: z.iso.datetime({ offset: true }),
  /** The customer group whose prices the company's members pay; null: list prices. */
  customer_group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const AdminCompanyResponseSchema = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  company: AdminCompanySchema,
});
export type AdminCompanyResponse = z.infer<typeof AdminCompanyResponseSchema>;
