import { HealthResponseSchema } from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseAnswers } from '../../db/ping';
import { AppError, errorResponses } from '../../platform/errors';

/**
 * A load balancer's probe gives up after a second or two: answer within one, even when the
 * database does not answer at all. A healthy database answers `select 1` in milliseconds.
 */
const DATABASE_TIMEOUT_MS = 750;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the shop can serve requests (its database answers)',
        response: { 200: HealthResponseSchema, ...errorResponses(503) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      // A stopping instance still answers what reaches it, but a load balancer should send
      // nothing new: its probe seeing 503 takes the instance out of rotation before it closes.
      if (app.draining) throw new AppError('SERVICE_UNAVAILABLE', 'The shop is restarting.');
      if (await databaseAnswers(app.db, DATABASE_TIMEOUT_MS)) return { status: 'ok' as const };
      request.log.error('health check: the database does not answer');
      throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.');
    },
  );
};
