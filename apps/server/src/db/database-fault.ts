/**
 * Why a query failed, when the database rather than the request is at fault:
 * - `unreachable`: no connection, or the one in use broke (refused, reset, timed out, the server
 *   shutting down or starting up, out of connection slots). Every other query fails the same way
 *   until the database is back.
 * - `timeout`: the server cancelled a statement that ran too long (the statement timeout); the
 *   database answers, this query was too slow.
 */
export interface DatabaseFault {
  kind: 'unreachable' | 'timeout';
  /** What told: a socket error code, a SQLSTATE, or node-postgres's words. */
  reason: string;
}

/** Socket errors, as Node reports them. */
const UNREACHABLE_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres gives its own connection failures no code, only these words (pinned by the
 * tests, which provoke each one for real).
 */
const UNREACHABLE_MESSAGES = new Set([
  // No connection free in the pool, or none opened, within the connect timeout.
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  // No answer long after the statement timeout: the server is gone, not slow.
  'Query read timeout',
  // The pool was closed: the shop is stopping.
  'Cannot use a pool after calling end on the pool',
]);

/** SQLSTATEs outside class 08 (connection exception) that mean the same to the shop. */
const UNREACHABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

const QUERY_CANCELED = '57014';

/**
 * The fault behind a failed query, or undefined when the query itself was wrong (a constraint,
 * a bug). Drizzle wraps the driver's error and Node reports a failed connect to several
 * addresses as an AggregateError, so causes and aggregated errors are searched too.
 */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (UNREACHABLE_MESSAGES.has(current.message)) {
      return { kind: 'unreachable', reason: current.message };
    }
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNREACHABLE_ERROR_CODES.has(code) || UNREACHABLE_SQLSTATES.has(code)) {
        return { kind: 'unreachable', reason: code };
      }
      if (/^08[0-9A-Z]{3}$/.test(code)) return { kind: 'unreachable', reason: code };
      if (code === QUERY_CANCELED) return { kind: 'timeout', reason: code };
    }
    pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return undefined;
}
