import { rawQuery } from '../db/raw-query';
import type { App } from '../app';
import type { JobType } from '../platform/jobs';

/**
 * Resolves once the app's queue has no job waiting that is due, nor one running: what the
 * request under test queued has been done (or has failed for good). Jobs the test made due, and
 * retries, are handed to the workers at once: tests poll the queue seldom (see app.ts).
 */
export async function jobsIdle(app: App, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let wokenAt = 0;
  for (;;) {
    const { rows } = await rawQuery(app.db)(
      `select count(*)::int as pending,
              coalesce(array_agg(distinct name) filter (where state <> 'active'), '{}') as waiting
         from pgboss.job
        where state in ('created', 'retry', 'active') and start_after <= now()`,
    );
    const { pending, waiting } = (rows as { pending: number; waiting: string[] }[])[0]!;
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error('jobs still pending');
    if (waiting.length > 0 && Date.now() - wokenAt > 500) {
      for (const name of waiting) app.jobs.wake(name);
      wokenAt = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The clock reaching every waiting job of `type`: due now, then done. */
export async function runWaitingJobsNow(app: App, type: JobType<unknown>): Promise<void> {
  await rawQuery(app.db)(
    `update pgboss.job set start_after = now() where name = $1 and state in ('created', 'retry')`,
    [type.name],
  );
  await jobsIdle(app);
}

/** Resolves once `check` holds, checking every 50 ms; fails after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
