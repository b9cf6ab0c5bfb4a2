import {
  FailedJobsResponseSchema,
  JobParamsSchema,
  MessageResponseSchema,
  type FailedJob,
} from '@backlit/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../platform/errors';
import type { FailedJob as QueuedFailure } from '../../platform/jobs';

export const JOB_RETRIED = 'The job will be tried again in a moment.';
export const JOB_NOT_FAILED = 'This job has not failed, or was retried already.';

/**
 * Work after the answer that ran out of retries (an e-mail the mail server kept refusing, a
 * payment the provider could not be asked about): what, about whom, why and when, and a way
 * to try it again once the cause is fixed.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs/failed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Jobs whose retries ran out, latest failure first',
        response: { 200: FailedJobsResponseSchema, ...errorResponses(401, 403) },
      },
      config: { access: 'admin' },
    },
    async () => ({ status: 200 as const, jobs: (await app.jobs.failed()).map(toView) }),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Tries a failed job once more',
        params: JobParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      if (!(await app.jobs.retry(request.params.id))) {
        throw new AppError('NOT_FOUND', JOB_NOT_FAILED);
      }
      return { status: 200, message: JOB_RETRIED };
    },
  );
};

function toView(job: QueuedFailure): FailedJob {
  return {
    id: job.id,
    label: job.label,
    subject: subjectOf(job.data),
    error: job.error,
    attempts: job.attempts,
    created_at: job.createdAt.toISOString(),
    failed_at: job.failedAt.toISOString(),
  };
}

/** What a job was about, from the ids its data carries. */
function subjectOf(data: unknown): string {
  if (!data || typeof data !== 'object') return '—';
  const fields = data as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof fields.orderId === 'number') parts.push(`order #${fields.orderId}`);
  if (typeof fields.paymentId === 'number') parts.push(`payment #${fields.paymentId}`);
  if (typeof fields.userId === 'number') parts.push(`customer #${fields.userId}`);
  for (const key of ['email', 'newEmail', 'oldEmail'] as const) {
    if (typeof fields[key] === 'string') parts.push(fields[key]);
  }
  const event = fields.event as { event_type?: unknown; id?: unknown } | undefined;
  if (event && typeof event.event_type === 'string')
    parts.push(`${event.event_type} ${String(event.id)}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}
