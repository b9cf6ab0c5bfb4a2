import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** "45 seconds", "1 minute", "14 minutes", "1 hour": the wait as a person would say it. */
export function waitPhrase(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 120) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 7200) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/**
 * A refusal that says when to come back (429 too many, 503 busy), so services can throw it
 * without a reply at hand; `registerRetryAfter` puts the wait in `Retry-After`.
 */
export class RetryLaterError extends AppError {
  constructor(
    code: 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE',
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(code, message);
  }
}

/** The 429 answer, JSON like every other error; `message` receives the wait in words. */
export function tooManyRequests(
  retryAfterSeconds: number,
  message: (wait: string) => string,
): RetryLaterError {
  return new RetryLaterError(
    'TOO_MANY_REQUESTS',
    retryAfterSeconds,
    message(waitPhrase(retryAfterSeconds)),
  );
}

/** Puts a thrown RetryLaterError's wait in `Retry-After`, before the error handler answers. */
export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
}

/**
 * A route's `config.rateLimit` (@fastify/rate-limit, counted per client IP): requests beyond
 * `max` in `windowMs` get a JSON 429 with `Retry-After` (set by the plugin).
 */
export function perIpRateLimit(options: {
  max: number;
  windowMs: number;
  message: (wait: string) => string;
}): RateLimitOptions {
  return {
    max: options.max,
    timeWindow: options.windowMs,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', options.message(waitPhrase(context.ttl / 1000))),
  };
}
