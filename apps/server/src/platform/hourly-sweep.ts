import type { FastifyInstance } from 'fastify';
import type { JobType } from './jobs';

/** How often each instance queues a sweep: what a sweep sends is due for a whole day. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep after a start, once the queue's workers are running. */
const FIRST_SWEEP_MS = 60 * 1000;

/**
 * Queues `sweep` a minute after the shop is ready and then every hour, until it closes. Several
 * instances each queue theirs: a sweep must be idempotent (it claims what it sends), so what it
 * sends still goes once.
 */
export function scheduleHourlySweep(
  app: Pick<FastifyInstance, 'addHook' | 'jobs' | 'db' | 'log'>,
  sweep: JobType<Record<string, never>>,
): void {
  const queue = () =>
    app.jobs
      .enqueue(app.db, sweep, {})
      .catch((error: unknown) => app.log.warn({ err: error, job: sweep.name }, 'no sweep queued'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      void queue();
      timer = setInterval(() => void queue(), SWEEP_EVERY_MS);
      timer.unref();
    }, FIRST_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
