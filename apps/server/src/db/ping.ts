import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Whether the database answers a trivial query within `timeoutMs`. A late query is left to
 * finish or fail on its own (the driver's own timeouts end it); nothing waits for it any more.
 */
export async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  // A late failure after the timeout won must still be handled, hence both callbacks.
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
