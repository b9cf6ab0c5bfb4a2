import {
  APPROVAL_MESSAGES,
  ApprovalLimitRequestSchema,
  ADMIN_COMPANIES_PER_PAGE,
  AddressRequestSchema,
  AdminCompaniesQuerySchema,
  AdminCompaniesResponseSchema,
  AdminCompanyMemberParamsSchema,
  AdminCompanyParamsSchema,
  AdminCompanyResponseSchema,
  AdminMembershipParamsSchema,
  COMPANY_ORDERS_PER_PAGE,
  CompanyAddressesResponseSchema,
  CompanyAddressParamsSchema,
  CompanyInvitationParamsSchema,
  CompanyMemberParamsSchema,
  CompanyOrdersQuerySchema,
  CompanyOrdersResponseSchema,
  CompanyRequestSchema,
  CompanyResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationTokenRequestSchema,
  InviteMemberRequestSchema,
  MemberRoleRequestSchema,
  MembershipClaimRequestSchema,
  MembershipParamsSchema,
  RefuseMembershipRequestSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { perIpRateLimit } from '../../platform/rate-limits';
import { signedInUser } from '../auth';
import { handleCompanyJobs } from './companies.job-handlers';
import {
  AdminCompaniesService,
  CompaniesService,
  type AfterApprovalLimit,
} from './companies.service';
import { companySenderRoutes } from './company-sender.routes';
import { customerGroupsRoutes } from './customer-groups.routes';

export const COMPANIES_TAG = 'companies';

const tooMany = (wait: string) => `Too many requests. Please try again in ${wait}.`;
/** Invitation links are guessed at nowhere: a caller trying tokens is slowed to a crawl. */
const INVITATION_LIMIT = perIpRateLimit({ max: 30, windowMs: 15 * 60_000, message: tooMany });

export interface CompaniesRoutesOptions {
  /** What a change of the approval limit writes besides the limit, in its transaction. */
  afterApprovalLimit: AfterApprovalLimit;
}

/**
 * Companies: the customer's own (`/api/account/company…`, signed in, never cached; another
 * company's ids answer 404) and the staff's back-office (`/api/admin/companies…`).
 */
export const companiesRoutes: FastifyPluginAsyncZod<CompaniesRoutesOptions> = async (
  app,
  { afterApprovalLimit },
) => {
  const deps = {
    db: app.db,
    config: app.config,
    shop: app.shop,
    mailer: app.mailer,
    jobs: app.jobs,
    afterApprovalLimit,
  };
  const companies = new CompaniesService(deps);
  const staff = new AdminCompaniesService(deps);
  handleCompanyJobs(app.jobs, { companies, staff });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  customerGroupsRoutes(app, staff);
  await app.register(companySenderRoutes, { tag: COMPANIES_TAG });
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;
  const answer = (company: Awaited<ReturnType<CompaniesService['mine']>>, message?: string) => ({
    status: 200 as const,
    ...(message ? { message } : {}),
    company,
  });

  app.get(
    '/api/account/company',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "The customer's company (null when none): members, addresses, memberships",
        response: { 200: CompanyResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => answer(await companies.mine(actor(request).id)),
  );

  app.post(
    '/api/account/company',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'Creates a company with the customer as its admin',
        body: CompanyRequestSchema,
        response: { 201: CompanyResponseSchema, ...errorResponses(401, 403, 409, 422) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const company = await companies.create(actor(request), request.body);
      reply.code(201);
      return { status: 201 as const, message: 'Company created.', company };
    },
  );

  app.put(
    '/api/account/company',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Changes the company's name and tax id (its admin)",
        body: CompanyRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(await companies.update(actor(request), request.body), 'Company details saved.'),
  );

  app.put(
    '/api/account/company/approval-limit',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary:
          "Sets the amount over which buyers' orders need an admin's approval, or (null) asks none (its admin)",
        body: ApprovalLimitRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(
        await companies.setApprovalLimit(actor(request), request.body.approval_limit),
        APPROVAL_MESSAGES.limitSaved,
      ),
  );

  app.post(
    '/api/account/company/invitations',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'Invites a colleague by e-mail (its admin); again replaces the open invitation',
        body: InviteMemberRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(
        await companies.invite(actor(request), request.body.email, request.body.role),
        `Invitation sent to ${request.body.email}.`,
      ),
  );

  app.delete(
    '/api/account/company/invitations/:id',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'Withdraws an open invitation (its admin)',
        params: CompanyInvitationParamsSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(
        await companies.revokeInvitation(actor(request), request.params.id),
        'Invitation withdrawn.',
      ),
  );

  app.post(
    '/api/company-invitation',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'What an invitation link offers: the company, the invited address, the role',
        body: InvitationTokenRequestSchema,
        response: { 200: InvitationPreviewResponseSchema, ...errorResponses(404, 422, 429) },
      },
      config: { access: 'public', rateLimit: INVITATION_LIMIT },
    },
    async (request) => ({
      status: 200 as const,
      ...(await companies.previewInvitation(request.body.token)),
    }),
  );

  app.post(
    '/api/account/company/invitations/accept',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'Joins the company of an invitation (once, in time, by the invited address)',
        body: InvitationTokenRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
      config: { access: 'user', rateLimit: INVITATION_LIMIT },
    },
    async (request) =>
      answer(await companies.accept(actor(request), request.body.token), 'Welcome to the company.'),
  );

  app.put(
    '/api/account/company/members/:userId',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Makes a member admin or buyer (its admin); never the company's last admin",
        params: CompanyMemberParamsSchema,
        body: MemberRoleRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(
        await companies.changeRole(actor(request), request.params.userId, request.body.role),
        'Role changed.',
      ),
  );

  app.delete(
    '/api/account/company/members/:userId',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'Removes a member (its admin) or leaves (oneself); never the last admin',
        params: CompanyMemberParamsSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const leaving = request.params.userId === actor(request).id;
      const company = await companies.removeMember(actor(request), request.params.userId);
      return answer(company, leaving ? 'You left the company.' : 'Member removed.');
    },
  );

  app.get(
    '/api/account/company/addresses',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "The company's shared addresses (none without a company), for checkout",
        response: { 200: CompanyAddressesResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      addresses: await companies.addresses(actor(request).id),
    }),
  );

  app.post(
    '/api/account/company/addresses',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Adds an address to the company's book (its admin)",
        body: AddressRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
      preHandler: app.shippingCountries.requireShippingCountry,
    },
    async (request) =>
      answer(await companies.addAddress(actor(request), request.body), 'Address saved.'),
  );

  app.put(
    '/api/account/company/addresses/:id',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Changes an address of the company's book (its admin)",
        params: CompanyAddressParamsSchema,
        body: AddressRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
      preHandler: app.shippingCountries.requireShippingCountry,
    },
    async (request) =>
      answer(
        await companies.updateAddress(actor(request), request.params.id, request.body),
        'Address updated.',
      ),
  );

  app.delete(
    '/api/account/company/addresses/:id',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Deletes an address of the company's book (its admin)",
        params: CompanyAddressParamsSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(await companies.deleteAddress(actor(request), request.params.id), 'Address deleted.'),
  );

  app.put(
    '/api/account/company/memberships',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'States a trade association membership (its admin); staff then verify it',
        body: MembershipClaimRequestSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(
        await companies.claimMembership(
          actor(request),
          request.body.association,
          request.body.member_number,
        ),
        'Membership sent for verification.',
      ),
  );

  app.delete(
    '/api/account/company/memberships/:association',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'Withdraws a stated membership (its admin)',
        params: MembershipParamsSchema,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(
        await companies.withdrawMembership(actor(request), request.params.association),
        'Membership withdrawn.',
      ),
  );

  app.get(
    '/api/account/company/orders',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "The company's orders for its admin, one's own for a buyer; newest first",
        querystring: CompanyOrdersQuerySchema,
        response: { 200: CompanyOrdersResponseSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await companies.orders(actor(request).id, request.query.page, COMPANY_ORDERS_PER_PAGE)),
    }),
  );

  // --- back-office ---------------------------------------------------------------------------

  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'Companies by name, searched by name or tax id',
        querystring: AdminCompaniesQuerySchema,
        response: { 200: AdminCompaniesResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      ...(await staff.list(request.query.q, request.query.page, ADMIN_COMPANIES_PER_PAGE)),
      page: request.query.page,
      per_page: ADMIN_COMPANIES_PER_PAGE,
    }),
  );

  app.get(
    '/api/admin/companies/:id',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'A company: members, open invitations, addresses, memberships',
        params: AdminCompanyParamsSchema,
        response: { 200: AdminCompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, company: await staff.detail(request.params.id) }),
  );

  app.put(
    '/api/admin/companies/:id',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Changes a company's name and tax id",
        params: AdminCompanyParamsSchema,
        body: CompanyRequestSchema,
        response: { 200: AdminCompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Company saved.',
      company: await staff.update(actor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/companies/:id/members/:userId',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: 'Removes a member from a company (never its last admin)',
        params: AdminCompanyMemberParamsSchema,
        response: { 200: AdminCompanyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Member removed.',
      company: await staff.removeMember(actor(request), request.params.id, request.params.userId),
    }),
  );

  app.post(
    '/api/admin/companies/:id/memberships/:association/verify',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Verifies a company's stated membership; its admins are e-mailed",
        params: AdminMembershipParamsSchema,
        response: { 200: AdminCompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Membership verified.',
      company: await staff.review(actor(request), request.params.id, request.params.association, {
        verified: true,
      }),
    }),
  );

  app.post(
    '/api/admin/companies/:id/memberships/:association/refuse',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Refuses a company's stated membership with a reason; its admins are e-mailed",
        params: AdminMembershipParamsSchema,
        body: RefuseMembershipRequestSchema,
        response: { 200: AdminCompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Membership refused.',
      company: await staff.review(actor(request), request.params.id, request.params.association, {
        verified: false,
        reason: request.body.reason,
      }),
    }),
  );
};
