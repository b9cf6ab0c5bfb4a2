import { rawQuery } from '../db/raw-query';
import type { App } from '../app';

/**
 * Resolves once the app's queue has no job waiting that is due, nor one running: what the
 * request under test queued has been done (or has failed for good).
 */
export async function jobsIdle(app: App, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await rawQuery(app.db)(
      `select count(*)::int as pending from pgboss.job
        where state in ('created', 'retry', 'active') and start_after <= now()`,
    );
    if ((rows as { pending: number }[])[0]!.pending === 0) return;
    if (Date.now() > deadline) throw new Error('jobs still pending');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
