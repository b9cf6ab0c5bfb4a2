import {
  ChangeEmailRequestSchema,
  ConfirmEmailRequestSchema,
  MessageResponseSchema,
  ProfileRequestSchema,
  ProfileResponseSchema,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIpRateLimit } from '../../platform/rate-limits';
import { readCredentials, signedInUser } from './access-control';
import { AccountDetailsService } from './account-details.service';
import { handleAccountDetailsJobs } from './auth.job-handlers';
import { errorResponses } from '../../platform/errors';

const tooMany = (wait: string) => `Too many requests. Please try again in ${wait}.`;
const RATE_LIMITS = {
  changeEmail: perIpRateLimit({ max: 10, windowMs: 15 * 60_000, message: tooMany }),
  confirmEmail: perIpRateLimit({ max: 20, windowMs: 15 * 60_000, message: tooMany }),
};

/**
 * Account details: the registration fields and the e-mail address (password changes are
 * /api/change-password). Never cached.
 */
export const accountDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AccountDetailsService({
    db: app.db,
    config: app.config,
    shop: app.shop,
    mailer: app.mailer,
    jobs: app.jobs,
    limits: app.limits,
  });
  handleAccountDetailsJobs(app.jobs, service);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/account/profile',
    {
      schema: {
        tags: ['account'],
        summary: "The customer's registration details",
        response: { 200: ProfileResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      profile: await service.profile(signedInUser(request).user.id),
    }),
  );

  app.put(
    '/api/account/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Changes the registration details (not the e-mail or password)',
        body: ProfileRequestSchema,
        response: { 200: ProfileResponseSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      status: 200 as const,
      message: 'Your account details have been saved.',
      profile: await service.updateProfile(signedInUser(request).user.id, request.body),
    }),
  );

  app.post(
    '/api/account/email',
    {
      schema: {
        tags: ['account'],
        summary: 'Mails a confirmation link to the new address (needs the current password)',
        body: ChangeEmailRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
      config: { access: 'user', rateLimit: RATE_LIMITS.changeEmail },
    },
    async (request) => {
      await service.requestEmailChange(signedInUser(request).user.id, request.body);
      return {
        status: 200,
        message: `We have sent a confirmation link to ${request.body.email}. Your e-mail changes once you open it.`,
      };
    },
  );

  app.post(
    '/api/account/email/confirm',
    {
      schema: {
        tags: ['account'],
        summary:
          'Applies an e-mail change with the token of the link (works once); signs out every other session and voids reset links',
        body: ConfirmEmailRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(422, 429) },
      },
      // The one-time token is the proof, as with a password reset: the link may be opened signed out.
      config: { access: 'public', rateLimit: RATE_LIMITS.confirmEmail },
    },
    async (request) => {
      // Credentials are read only to keep the confirming browser signed in; they grant nothing.
      await service.confirmEmailChange(request.body.token, readCredentials(request)?.token);
      return {
        status: 200,
        message: 'Your e-mail address has been changed. Other devices have been signed out.',
      };
    },
  );
};
