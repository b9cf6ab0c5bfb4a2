import { HealthResponseSchema } from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import { databaseAnswers } from './health.service';

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
      if (await databaseAnswers(app.db)) return { status: 'ok' as const };
      request.log.error('health check: the database does not answer');
      throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.');
    },
  );
};
