import {
  APPROVAL_MESSAGES,
  APPROVAL_REQUEST_LIMIT,
  ApprovalParamsSchema,
  ApprovalResponseSchema,
  ApprovalsResponseSchema,
  DeclineApprovalSchema,
  RequestApprovalSchema,
  type Approval,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { requestLimit } from '../../platform/limiter';
import { byUser, signedInUser } from '../auth';
import { COMPANIES_TAG } from '../companies';
import { OrderApprovals } from './order-approvals';
import { approvalDecidedMailJob, approvalRequestedMailJob } from './orders.jobs';

/**
 * Approval of buyers' orders over their company's limit (`/api/account/company/approvals…`):
 * a buyer asks, the company's admins approve or decline; personal answers, never cached.
 */
export const orderApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const approvals = new OrderApprovals({
    db: app.db,
    jobs: app.jobs,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    shop: app.shop,
  });
  app.jobs.handle(approvalRequestedMailJob, ({ approvalId }, job) =>
    approvals.sendRequested(approvalId, job.id),
  );
  app.jobs.handle(approvalDecidedMailJob, ({ approvalId }, job) =>
    approvals.sendDecided(approvalId, job.id),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;
  const answer = (approval: Approval, message: string) => ({
    status: 200 as const,
    message,
    approval,
  });

  app.get(
    '/api/account/company/approvals',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary:
          "Requests for approval of orders over the company's limit: all of them for its admin, one's own for a buyer",
        response: { 200: ApprovalsResponseSchema, ...errorResponses(401, 404) },
      },
      config: { access: 'user' },
    },
    async (request) => ({ status: 200 as const, ...(await approvals.list(actor(request).id)) }),
  );

  app.post(
    '/api/account/company/approvals',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary:
          "A buyer asks the company's admins to approve their cart (or an accepted quote) as it stands; replaces a request still waiting",
        body: RequestApprovalSchema,
        response: { 200: ApprovalResponseSchema, ...errorResponses(401, 404, 409, 422, 429) },
      },
      config: { access: 'user' },
      preHandler: requestLimit(app.limits, {
        name: 'approval-request',
        rule: APPROVAL_REQUEST_LIMIT,
        key: byUser,
        message: (wait) => `Too many requests for approval. Please try again in ${wait}.`,
      }),
    },
    async (request) =>
      answer(await approvals.request(actor(request), request.body), APPROVAL_MESSAGES.requested),
  );

  app.post(
    '/api/account/company/approvals/:id/approve',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Approves a buyer's request (the company's admin); the buyer is e-mailed",
        params: ApprovalParamsSchema,
        response: { 200: ApprovalResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(
        await approvals.approve(actor(request), request.params.id),
        APPROVAL_MESSAGES.approved,
      ),
  );

  app.post(
    '/api/account/company/approvals/:id/decline',
    {
      schema: {
        tags: [COMPANIES_TAG],
        summary: "Declines a buyer's request with why (the company's admin); the buyer is e-mailed",
        params: ApprovalParamsSchema,
        body: DeclineApprovalSchema,
        response: { 200: ApprovalResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      answer(
        await approvals.decline(actor(request), request.params.id, request.body.reason),
        APPROVAL_MESSAGES.declinedDone,
      ),
  );
};
