import type { Database } from './client';

/** SQL text with `$1`-style parameters, as libraries that bring their own SQL send it. */
export type RawQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}
interface PostgresLike {
  unsafe(text: string, values?: unknown[]): Promise<unknown[]>;
  /** Only on the pool, not inside a transaction. */
  reserve?(): Promise<PostgresLike & { release(): void }>;
}

/**
 * Runs raw SQL on the connection under `db`, which may be a Drizzle transaction: the job queue's
 * own statements then commit or roll back with the change that caused them. Without parameters
 * the text may hold several statements (the job queue's maintenance does). Drizzle keeps its
 * driver client on `session.client` for the database and for each transaction alike.
 */
export function rawQuery(db: Database): RawQuery {
  const client = (db as unknown as { session: { client: PgliteLike | PostgresLike } }).session
    .client;
  if ('unsafe' in client) {
    return async (text, values = []) => {
      if (values.length > 0 || !client.reserve) {
        return { rows: await client.unsafe(text, values.map(asPostgresJsValue)) };
      }
      // Several statements may open and commit a transaction of their own: postgres.js allows
      // that only on a connection held for the purpose.
      const connection = await client.reserve();
      try {
        return { rows: await connection.unsafe(text) };
      } finally {
        connection.release();
      }
    };
  }
  return async (text, values = []) => {
    if (values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
}

/**
 * Drizzle has postgres.js pass JSON and timestamps through as text (it converts them itself), so
 * values meant for those columns are converted here the way other drivers would.
 */
function asPostgresJsValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return JSON.stringify(value);
  }
  return value;
}
