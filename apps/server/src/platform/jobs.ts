import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config';
import type { Database, DatabaseClient } from '../db/client';
import { JOB_QUEUE_SCHEMA, jobQueueDb } from '../db/job-queue-schema';
import { rawQuery } from '../db/raw-query';

/** pg-boss's statements that record what became of the jobs a worker ran (completed, failed). */
function recordsOutcome(text: string): boolean {
  return (
    text.includes('UNNEST($2::uuid[])') &&
    (text.includes('completed_on = now()') || text.includes('deleted_jobs'))
  );
}

/** How soon a queue that could not start (the database did not answer) tries again. */
const START_RETRY_MS = 5_000;

/**
 * When a job to run at once falls due: a second before it was sent. A worker takes jobs due
 * strictly before its own statement's `now()`, and the embedded database's clock counts whole
 * milliseconds: a job due "now", woken and looked for within the same millisecond, was passed over
 * until the next poll (half a minute in the tests, where its e-mail then came too late).
 */
const DUE_AT_ONCE = '-1 second';

/** Committed jobs announce themselves here, so a worker wakes at once rather than at its next poll. */
const WAKE_CHANNEL = 'backlit_jobs';

/** How a kind of job is retried and how long one attempt may hold it. */
export interface JobOptions {
  /** Attempts after the first; once spent, the job is listed for staff as failed. */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each further one. */
  retryDelaySeconds: number;
  /**
   * An attempt still running after this long is taken to be dead (its worker was killed) and the
   * job is tried again. Longer than any honest attempt.
   */
  expireInSeconds: number;
}

/** A kind of job: its queue's name and the data every job of it carries (JSON). */
export interface JobType<Data> {
  readonly name: string;
  /** What it is for, as staff read it in the list of failed jobs. */
  readonly label: string;
  readonly options: JobOptions;
  /** Only for typing: never set. */
  readonly data?: Data;
}

export const MAIL_JOB_OPTIONS: JobOptions = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

export function defineJob<Data>(
  name: string,
  label: string,
  options: JobOptions = MAIL_JOB_OPTIONS,
): JobType<Data> {
  return { name, label, options };
}

export interface JobContext {
  /** The job's id: stable across its retries, so it names the job's effects (e.g. an e-mail). */
  id: string;
  log: FastifyBaseLogger;
}

type Handler<Data> = (data: Data, job: JobContext) => Promise<void>;

/**
 * The durable queue of the work done after an answer: e-mails, invoices, webhook events,
 * payment reconciliation. Jobs are rows in the shop's own database (pg-boss), enqueued in the
 * same transaction as the change that causes them, so a crash loses none and a rollback sends
 * none. Each is tried until it succeeds or its retries run out (backing off), by whichever
 * instance takes it first; failed ones stay listed for staff to retry.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { type: JobType<unknown>; run: Handler<never> }>();
  private readonly workerIds = new Map<string, string>();
  private unlisten: (() => Promise<void>) | undefined;
  /** Set once `start` was called: a stop that comes early waits for the start to finish. */
  private starting: Promise<void> | undefined;
  private restart: NodeJS.Timeout | undefined;
  /**
   * pg-boss's statements and our handlers still running: its stop does not wait for a fetch in
   * flight, nor for the statement that records a job done, so ours does.
   */
  private statements = 0;
  private running = 0;

  constructor(
    private readonly database: DatabaseClient,
    private readonly log: FastifyBaseLogger,
    private readonly options: Pick<
      JobsConfig,
      'pollIntervalSeconds' | 'maintenanceIntervalSeconds'
    >,
  ) {
    const run = jobQueueDb(database.db).executeSql;
    this.boss = new PgBoss({
      db: {
        executeSql: async (text, values) => {
          this.statements += 1;
          try {
            return await run(text, values);
          } catch (error) {
            // pg-boss records a job's outcome without waiting for it; a database that fails just
            // then must not end the process as an unhandled rejection. The job stays active,
            // expires, and is tried again (its e-mail, if any, is not sent twice).
            if (!recordsOutcome(text)) throw error;
            this.log.warn(
              { err: error },
              'a job outcome could not be recorded; it will be retried',
            );
            return { rows: [{ count: 0 }] };
          } finally {
            this.statements -= 1;
          }
        },
      },
      schema: JOB_QUEUE_SCHEMA,
      migrate: false,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
      // A failed job stays in the back-office's list for a month.
      archiveFailedAfterSeconds: 30 * 24 * 3600,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Who does jobs of `type`; before `start`. */
  handle<Data>(type: JobType<Data>, run: Handler<Data>): void {
    if (this.handlers.has(type.name)) throw new Error(`job ${type.name} has a handler already`);
    this.handlers.set(type.name, { type, run: run as Handler<never> });
  }

  /**
   * Adds a job, in `db`'s transaction when it is one (it then exists only if that commits).
   * `startAfterSeconds` delays it.
   */
  async enqueue<Data>(
    db: Database,
    type: JobType<Data>,
    data: Data,
    options: { startAfterSeconds?: number } = {},
  ): Promise<void> {
    // The queues are created as the workers start: a job sent before then would find none.
    await this.starting;
    const { retryLimit, retryDelaySeconds, expireInSeconds } = type.options;
    const id = await this.boss.send(type.name, data as object, {
      db: jobQueueDb(db),
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds,
      startAfter: options.startAfterSeconds || DUE_AT_ONCE,
    });
    // pg-boss answers no id when its queue does not exist (it could not start): the change that
    // caused the job must not commit without it.
    if (!id) throw new Error(`the job queue ${type.name} is not ready; nothing was queued`);
    if (!options.startAfterSeconds) {
      await db.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${type.name})`);
    }
  }

  /**
   * Creates the queues and starts a worker for each handled type. A database that does not
   * answer at that moment does not keep the shop from starting: the queue tries again every few
   * seconds, and the jobs wait in their table meanwhile.
   */
  start(): Promise<void> {
    this.starting ??= this.startWorkers().catch((error: unknown) => {
      this.log.error({ err: error }, 'the job queue could not start; trying again shortly');
      this.restart = setTimeout(() => {
        this.starting = undefined;
        void this.start();
      }, START_RETRY_MS);
      this.restart.unref();
    });
    return this.starting;
  }

  private async startWorkers(): Promise<void> {
    await this.boss.start();
    // Read once, so that a start finding every queue as this code defines it writes nothing:
    // creating and updating each one anyway took two statements per queue at every start.
    const existing = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const { type } of this.handlers.values()) {
      const { retryLimit, retryDelaySeconds, expireInSeconds } = type.options;
      const queue = {
        name: type.name,
        policy: 'standard' as const,
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds,
      };
      const found = existing.get(type.name);
      if (!found) await this.boss.createQueue(type.name, queue);
      else if (!sameQueue(found, queue)) await this.boss.updateQueue(type.name, queue);
    }
    for (const [name, { run }] of this.handlers) {
      const id = await this.boss.work(
        name,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          const log = this.log.child({ job: name, jobId: job.id });
          // More may be waiting: look again at once rather than after a poll interval.
          const next = () => this.boss.notifyWorker(this.workerIds.get(name) ?? '');
          this.running += 1;
          try {
            await run(job.data as never, { id: job.id, log });
          } catch (error) {
            log.warn({ err: error }, `job ${name} failed; it will be retried while it may`);
            throw error;
          } finally {
            this.running -= 1;
            next();
          }
        },
      );
      this.workerIds.set(name, id);
    }
    this.unlisten = await this.database.listen(WAKE_CHANNEL, (name) => this.wake(name));
  }

  /**
   * A job of queue `name` was committed somewhere, or became due: its worker looks now rather
   * than at its next poll. Only that one: each look is a statement, and there are dozens of
   * queues. Jobs sent through `enqueue` wake the workers of every instance themselves.
   */
  wake(name: string): void {
    const id = this.workerIds.get(name);
    if (id) this.boss.notifyWorker(id);
  }

  /**
   * Stops taking jobs, lets running ones finish for up to `timeoutMs`, and hands any still
   * running back to the queue (they are tried again, here or on another instance).
   */
  async stop(timeoutMs = 8_000): Promise<void> {
    clearTimeout(this.restart);
    const starting = this.starting;
    if (!starting) return;
    this.starting = undefined;
    await starting.catch(() => {});
    await this.unlisten?.();
    const deadline = Date.now() + timeoutMs;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    // The database closes next: let the last fetch, job and completion reach it first.
    do {
      await new Promise((resolve) => setTimeout(resolve, 10));
    } while ((this.statements > 0 || this.running > 0) && Date.now() < deadline);
  }

  /** The failed jobs, named as their types say. */
  failed(): Promise<FailedJob[]> {
    const labels = new Map([...this.handlers.values()].map(({ type }) => [type.name, type.label]));
    return listFailedJobs(this.database.db, labels);
  }

  /** Gives a failed job one more attempt. False when no job of that id has failed. */
  async retry(id: string): Promise<boolean> {
    const { rows } = await rawQuery(this.database.db)(
      `select name from ${JOB_QUEUE_SCHEMA}.job where id = $1::uuid and state = 'failed'`,
      [id],
    );
    const [row] = rows as { name: string }[];
    if (!row) return false;
    await this.boss.retry(row.name, id);
    this.wake(row.name);
    return true;
  }
}

/** Whether a queue as stored already has the settings `wanted` gives it. */
function sameQueue(stored: PgBoss.Queue, wanted: PgBoss.Queue): boolean {
  return (
    stored.policy === wanted.policy &&
    stored.retryLimit === wanted.retryLimit &&
    stored.retryDelay === wanted.retryDelay &&
    stored.retryBackoff === wanted.retryBackoff &&
    stored.expireInSeconds === wanted.expireInSeconds
  );
}

/** A job whose attempts are spent, as staff see it. */
export interface FailedJob {
  id: string;
  name: string;
  label: string;
  data: unknown;
  /** The last attempt's error message. */
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

/** Every failed job still kept (a month), the latest failure first. */
export async function listFailedJobs(
  db: Database,
  labels: ReadonlyMap<string, string> = new Map(),
  limit = 200,
): Promise<FailedJob[]> {
  const { rows } = await rawQuery(db)(
    `select id, name, data, output, retry_count, created_on, completed_on
       from ${JOB_QUEUE_SCHEMA}.job
      where state = 'failed'
      order by completed_on desc, id
      limit $1`,
    [limit],
  );
  return (rows as FailedJobRow[]).map((row) => ({
    id: row.id,
    name: row.name,
    label: labels.get(row.name) ?? row.name,
    data: row.data,
    error: errorMessage(row.output),
    attempts: row.retry_count + 1,
    createdAt: new Date(row.created_on),
    failedAt: new Date(row.completed_on ?? row.created_on),
  }));
}

interface FailedJobRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: string | Date;
  completed_on: string | Date | null;
}

function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) {
    return String(output.message);
  }
  return output === null || output === undefined ? 'No reason recorded.' : JSON.stringify(output);
}
