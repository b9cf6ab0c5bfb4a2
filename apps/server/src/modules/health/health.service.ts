import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Long enough for a busy database, short enough for a load balancer's probe. */
const DATABASE_TIMEOUT_MS = 3000;

/** Whether the database answers a trivial query in time. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
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
