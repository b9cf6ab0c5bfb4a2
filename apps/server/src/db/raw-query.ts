import type { Database } from './client';

/** SQL text with `$1`-style parameters, as libraries that bring their own SQL send it. */
export type RawQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}
/** node-postgres's pool or one of its clients. */
interface NodePostgresLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

/**
 * Runs raw SQL on the connection under `db`, which may be a Drizzle transaction: the job queue's
 * own statements then commit or roll back with the change that caused them. Without parameters
 * the text may hold several statements (the job queue's maintenance does). Drizzle keeps its
 * driver client on `session.client` for the database and for each transaction alike.
 */
export function rawQuery(db: Database): RawQuery {
  const client = (db as unknown as { session: { client: PgliteLike | NodePostgresLike } }).session
    .client;
  if ('exec' in client) {
    return async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    };
  }
  return async (text, values = []) => {
    // Several statements answer one result each; the last is the one that says something.
    const result = await client.query(text, values.length > 0 ? values : undefined);
    return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
  };
}
