import PgBoss from 'pg-boss';
import type { Database } from './client';
import { rawQuery } from './raw-query';

/** The schema pg-boss keeps its tables in, beside the shop's own. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** pg-boss running its SQL through `db` (which may be a transaction). */
export function jobQueueDb(db: Database): PgBoss.Db {
  return { executeSql: rawQuery(db) as PgBoss.Db['executeSql'] };
}

/**
 * Creates or upgrades pg-boss's tables, right after the shop's own migrations, under pg-boss's
 * advisory lock (safe when several instances start at once). Nothing is worked here.
 */
export async function migrateJobQueue(db: Database): Promise<void> {
  const boss = new PgBoss({
    db: jobQueueDb(db),
    schema: JOB_QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}
