import pg from 'pg';
import type { DatabaseTimeouts } from '../config';

/**
 * Beyond the statement timeout PostgreSQL has cancelled the query itself; a query still without
 * an answer a second later has lost its server (a host gone, a network dropping packets) and is
 * given up rather than left for TCP to notice, which takes minutes.
 */
const LOST_SERVER_MARGIN_MS = 1000;

type ConnectCallback = (
  error: Error,
  client: pg.PoolClient,
  done: (release?: unknown) => void,
) => void;

/**
 * node-postgres's pool, mended where a lost connection would otherwise leave it short. Drizzle's
 * transactions take a client and give it back in a `finally` that starts only once BEGIN has
 * succeeded: a connection lost during BEGIN was never given back, and every outage shrank the
 * pool until no request could get a connection at all. Here a client whose connection ends while
 * it is lent out goes back to the pool (which drops it) whoever holds it, and a later give-back
 * by its holder is a no-op.
 */
class MendedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is the pool's own `query()`, which gives clients back itself.
    if (callback) return super.connect(callback);
    return super.connect().then(giveBackWhenLost);
  }
}

function giveBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', lost);
    release(error);
  };
  const lost = () => releaseOnce(true);
  client.once('end', lost);
  client.release = releaseOnce;
  return client;
}

/** A pool of at most `max` connections to `url` with the shop's timeouts, or none (migrations). */
export function createPostgresPool(
  url: string,
  max: number,
  timeouts: DatabaseTimeouts,
  {
    statementTimeout,
    sessionSettings = {},
  }: { statementTimeout: boolean; sessionSettings?: Record<string, string> },
): pg.Pool {
  const options = Object.entries(sessionSettings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new MendedPool({
    connectionString: url,
    max,
    ...(options ? { options } : {}),
    // Bounds both opening a connection and waiting for one of the pool's to be free.
    connectionTimeoutMillis: timeouts.connectMs,
    ...(statementTimeout
      ? {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + LOST_SERVER_MARGIN_MS,
        }
      : {}),
  });
  // A connection that breaks while it sits in the pool, or while a transaction holds it between
  // two queries, also says so with an 'error' event, and an 'error' event nobody hears ends the
  // process. The queries on it fail on their own and the pool drops it: the event adds nothing.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
