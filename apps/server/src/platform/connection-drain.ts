import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a clean stop, before `close()`: keeps serving, asks every client to drop
     * its connection, and resolves once the shop has been quiet for a moment, or after `maxMs`.
     */
    drainRequests(maxMs: number): Promise<void>;
    /** Whether a stop has begun: the health check then says so, and load balancers move on. */
    readonly draining: boolean;
  }
}

/** How often the drain looks, and how many looks in a row must find the shop quiet. */
const QUIET_CHECK_MS = 50;
const QUIET_CHECKS = 3;

/**
 * Stopping without resetting requests that already reached the shop. Closing at once (stop
 * listening, drop idle keep-alive connections, as Fastify's close does) resets every connection
 * whose request still waits in the operating system's buffers: not yet accepted, or not yet
 * read, because the event loop was busy. With 50 requests in flight that was 34 to 49 resets,
 * whatever `forceCloseConnections` said.
 *
 * So a stop drains first: the shop keeps accepting and serving, every answer says
 * `Connection: close` so clients stop reusing their connections, and once no request has been in
 * flight or started for a few looks (the event loop polled in between, so nothing is left
 * unread) `close()` stops listening, closes the connections left idle and waits for the rest. A
 * request that still arrives after that gets a JSON 503 with Retry-After, not Fastify's own words.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let draining = false;
  let closing = false;
  let inFlight = 0;
  let started = 0;

  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    started++;
    reply.raw.once('close', () => inFlight--);
    if (closing) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The shop is restarting, try again in a moment.');
    }
  });
  // On every answer sent during the drain, those begun before it included.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drainRequests', async (maxMs: number) => {
    draining = true;
    const deadline = performance.now() + maxMs;
    let quietLooks = 0;
    let seen = started;
    while (quietLooks < QUIET_CHECKS && performance.now() < deadline) {
      await sleep(QUIET_CHECK_MS);
      quietLooks = inFlight === 0 && started === seen ? quietLooks + 1 : 0;
      seen = started;
    }
  });
}
