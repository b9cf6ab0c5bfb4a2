import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseClient } from '../db/client';
import { rawQuery } from '../db/raw-query';
import { createTestDatabase } from '../test/db';
import { until } from '../test/jobs';
import { defineJob, JobQueue, listFailedJobs } from './jobs';

const quiet = pino({ level: 'silent' });
const FAST = { pollIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };

describe('the job queue', () => {
  let database: DatabaseClient;
  let queues: JobQueue[];

  beforeEach(async () => {
    database = await createTestDatabase();
    queues = [];
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(queues.map((queue) => queue.stop()));
    await database.close();
  });

  function queue(timing = FAST) {
    const made = new JobQueue(database, quiet, timing);
    queues.push(made);
    return made;
  }

  it('runs a job committed with its transaction, and none from a rolled-back one', async () => {
    const greet = defineJob<{ name: string }>('test-greet', 'Greeting');
    const seen: string[] = [];
    // Polling only every 30 s: the job can only be found sooner through the commit's NOTIFY.
    const jobs = queue({ ...FAST, pollIntervalSeconds: 30 });
    jobs.handle(greet, async (data) => {
      seen.push(data.name);
    });
    await jobs.start();

    await database.db
      .transaction(async (tx) => {
        await jobs.enqueue(tx, greet, { name: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => {});
    await database.db.transaction((tx) => jobs.enqueue(tx, greet, { name: 'committed' }));

    await until(() => seen.length > 0, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(seen).toEqual(['committed']);
    const { rows } = await rawQuery(database.db)(
      `select data from pgboss.job where name = 'test-greet'`,
    );
    expect(rows).toEqual([{ data: { name: 'committed' } }]);
  });

  it('makes a job to run at once due before the moment it was sent', async () => {
    // A worker takes jobs due strictly before its statement's now(), which the embedded database
    // counts in whole milliseconds: a job due only "now" and looked for within the same
    // millisecond was passed over until the next poll.
    const greet = defineJob<{ name: string }>('test-due', 'Greeting');
    const jobs = queue({ ...FAST, pollIntervalSeconds: 30 });
    jobs.handle(greet, async () => {});
    await jobs.start();
    const due = await database.db.transaction(async (tx) => {
      await jobs.enqueue(tx, greet, { name: 'now' });
      const { rows } = await rawQuery(tx)(
        `select start_after < now() as due from pgboss.job where name = 'test-due'`,
      );
      return rows;
    });
    expect(due).toEqual([{ due: true }]);
  });

  it("wakes only the committed job's own worker, not every queue's", async () => {
    const kinds = ['a', 'b', 'c', 'd'].map((name) =>
      defineJob<{ n: number }>(`test-wake-${name}`, name),
    );
    const seen: string[] = [];
    const jobs = queue({ ...FAST, pollIntervalSeconds: 30 });
    for (const kind of kinds) jobs.handle(kind, async () => void seen.push(kind.name));
    await jobs.start();
    // Each worker looks once as it starts; let those looks end before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const looks = countStatements(database, 'WITH next as');

    await database.db.transaction((tx) => jobs.enqueue(tx, kinds[0]!, { n: 1 }));
    await until(() => seen.length === 1, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual(['test-wake-a']);
    // The woken worker's look that found the job, and the one after it that found none.
    expect(looks()).toBe(2);
  });

  it('writes no queue settings at a start that finds them as defined, and stores changed ones', async () => {
    const retried = (retryLimit: number) =>
      defineJob<{ n: number }>('test-settings', 'Settings', {
        retryLimit,
        retryDelaySeconds: 1,
        expireInSeconds: 30,
      });
    const start = async (retryLimit: number) => {
      const jobs = queue();
      jobs.handle(retried(retryLimit), async () => {});
      await jobs.start();
      await jobs.stop();
    };
    const storedLimit = async () => {
      const { rows } = await rawQuery(database.db)(
        `select retry_limit from pgboss.queue where name = 'test-settings'`,
      );
      return rows;
    };
    await start(2);
    expect(await storedLimit()).toEqual([{ retry_limit: 2 }]);

    const writes = countStatements(database, 'pgboss.queue SET', 'create_queue');
    await start(2);
    expect(writes()).toBe(0);

    await start(5);
    expect(writes()).toBe(1);
    expect(await storedLimit()).toEqual([{ retry_limit: 5 }]);
  });

  it('refuses to queue a job whose queue does not exist, failing the transaction with it', async () => {
    const orphan = defineJob<{ n: number }>('test-orphan', 'Orphan');
    const jobs = queue();
    await jobs.start();
    await expect(
      database.db.transaction((tx) => jobs.enqueue(tx, orphan, { n: 1 })),
    ).rejects.toThrow(/not ready; nothing was queued/);
  });

  it('retries a failing job, then lists it for staff, and runs it again on request', async () => {
    const flaky = defineJob<{ order: number }>('test-flaky', 'Flaky', {
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
    });
    let attempts = 0;
    let healthy = false;
    const jobs = queue();
    jobs.handle(flaky, async () => {
      attempts += 1;
      if (!healthy) throw new Error('the mail server said no');
    });
    await jobs.start();
    await jobs.enqueue(database.db, flaky, { order: 7 });

    await until(async () => (await listFailedJobs(database.db)).length === 1);
    expect(attempts).toBe(2);
    const [failed] = await listFailedJobs(database.db);
    expect(failed).toMatchObject({ name: 'test-flaky', data: { order: 7 }, attempts: 2 });
    expect(failed!.error).toContain('the mail server said no');

    healthy = true;
    expect(await jobs.retry(failed!.id)).toBe(true);
    await until(() => attempts === 3);
    await until(async () => (await listFailedJobs(database.db)).length === 0);
    expect(await jobs.retry(failed!.id)).toBe(false);
  });

  it('gives each job to one worker when two instances share the database', async () => {
    const count = defineJob<{ n: number }>('test-count', 'Count');
    const runs = new Map<number, number>();
    for (let i = 0; i < 2; i++) {
      const jobs = queue();
      jobs.handle(count, async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
      });
      await jobs.start();
    }
    for (let n = 0; n < 20; n++) await queues[n % 2]!.enqueue(database.db, count, { n });

    await until(() => runs.size === 20);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('hands a job cut off by a stop back to the queue, where the next worker finishes it', async () => {
    const slow = defineJob<{ n: number }>('test-slow', 'Slow', {
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
    });
    let finished = 0;
    let firstReturned = false;
    const first = queue();
    let started = false;
    first.handle(slow, async () => {
      started = true;
      // Still busy when its queue stops; it returns once the job was done elsewhere.
      await until(() => finished === 1);
      firstReturned = true;
    });
    await first.start();
    await first.enqueue(database.db, slow, { n: 1 });
    await until(() => started);
    await first.stop(1_000);

    const second = queue();
    second.handle(slow, async () => {
      finished += 1;
    });
    await second.start();
    await until(() => finished === 1);
    await until(() => firstReturned);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await rawQuery(database.db)(
      `select state from pgboss.job where name = 'test-slow'`,
    );
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});

/**
 * Counts, from now on, the statements sent to `database` that contain any of `texts`; the
 * returned function answers how many so far.
 */
function countStatements(database: DatabaseClient, ...texts: string[]): () => number {
  const client = (database.db as unknown as { $client: { query: (text: unknown) => unknown } })
    .$client;
  const query = vi.spyOn(client, 'query');
  const from = query.mock.calls.length;
  return () =>
    query.mock.calls
      .slice(from)
      .filter(([text]) => texts.some((wanted) => String(text).includes(wanted))).length;
}
