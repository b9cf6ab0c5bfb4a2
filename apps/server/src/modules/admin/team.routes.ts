import {
  AuditQuerySchema,
  AuditResponseSchema,
  PromoteStaffRequestSchema,
  PromoteStaffResponseSchema,
  TeamMemberParamsSchema,
  TeamResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../auth';
import { AuditService } from './audit.service';
import { TeamService } from './team.service';
import { errorResponses } from '../../platform/errors';

/** The team page (who is staff, promote, demote) and the audit log of staff actions. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const team = new TeamService(app.db);
  const audit = new AuditService(app.db);

  app.get(
    '/api/admin/team',
    {
      schema: {
        tags: ['admin'],
        summary: 'The staff: name, e-mail, since when',
        response: { 200: TeamResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, staff: await team.list() }),
  );

  app.post(
    '/api/admin/team',
    {
      schema: {
        tags: ['admin'],
        summary: 'Makes a registered customer a staff member, by e-mail',
        body: PromoteStaffRequestSchema,
        response: { 200: PromoteStaffResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const member = await team.promote(signedInUser(request).user, request.body.email);
      return { status: 200 as const, message: `${member.email} is now on the team.`, member };
    },
  );

  app.delete(
    '/api/admin/team/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Makes a staff member a customer again (never yourself, never the last one)',
        params: TeamMemberParamsSchema,
        response: { 200: PromoteStaffResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const member = await team.demote(signedInUser(request).user, request.params.userId);
      return { status: 200 as const, message: `${member.email} is no longer on the team.`, member };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff actions, newest first, a page at a time, optionally of one area',
        querystring: AuditQuerySchema,
        response: { 200: AuditResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => ({ status: 200 as const, ...(await audit.page(request.query)) }),
  );
};
