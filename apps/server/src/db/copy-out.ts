import { Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';

/**
 * A query's rows as CSV text written by the database server itself, PostgreSQL's way: cells
 * quoted only when they hold a comma, a quote or a line break, null as nothing, an empty text as
 * `""`, lines ended with LF. The first chunk is read before the call resolves, so a query that
 * fails at once fails the call; the rest comes as the reader takes it.
 */
export type CopyOut = (query: string) => Promise<Readable>;

/**
 * How long one COPY may run, the time its reader takes over it included. The pool's statement
 * timeout is for queries, not downloads; this bound still gives the connection of a reader that
 * stopped reading back.
 */
const COPY_OUT_LIMIT_MS = 120_000;

/**
 * The session's settings for a COPY, undone before the connection goes back. No parallel
 * workers: one process writes a COPY's rows, and workers handing it theirs in order cost more
 * than they save (the export of 100,000 orders took 755 ms with two of them, 417 ms without).
 * No JIT compilation: a COPY of many rows is priced above the planner's JIT threshold, but its
 * cells are cheap expressions, and compiling them (loading the compiler first, in a connection
 * that had not used it) cost more than it saved.
 */
const COPY_SETTINGS = `set statement_timeout = ${COPY_OUT_LIMIT_MS}; set max_parallel_workers_per_gather = 0; set jit = off`;
const USUAL_SETTINGS = 'reset statement_timeout; reset max_parallel_workers_per_gather; reset jit';

/** After the statement timeout, how long before a silent server is taken for lost. */
const LOST_SERVER_MARGIN_MS = 1000;

/**
 * `COPY (query) TO STDOUT` on a connection of `pool`, held until the text has all been read, or
 * closed (which stops the server's COPY) when the reader leaves early or the COPY fails. `query`
 * goes into the statement as it is: COPY takes no parameters.
 */
export function copyOutOf(pool: pg.Pool): CopyOut {
  return async (query) => {
    const client = await pool.connect();
    let copy: CopyToStreamQuery | undefined;
    let done = false;
    const giveBack = async (complete: boolean) => {
      if (done) return;
      done = true;
      if (copy) stopReadTimeout(copy);
      if (!complete) {
        copy?.destroy();
        client.release(true);
        return;
      }
      await client.query(USUAL_SETTINGS).then(
        () => client.release(),
        () => client.release(true),
      );
    };
    let chunks: AsyncIterator<Buffer>;
    let first: IteratorResult<Buffer>;
    try {
      await client.query(COPY_SETTINGS);
      copy = client.query(withReadTimeout(copyTo(`copy (${query}) to stdout with (format csv)`)));
      // The client tells a COPY it gave up on once more, after its reader has gone.
      copy.on('error', () => {});
      chunks = copy[Symbol.asyncIterator]();
      first = await chunks.next();
    } catch (error) {
      await giveBack(false);
      throw error;
    }
    const text = Readable.from(
      (async function* () {
        for (let next = first; !next.done; next = await chunks.next()) yield next.value;
        await giveBack(true);
      })(),
      { objectMode: false },
    );
    // However the text stops (read to the end, failed, or dropped by its reader, even before
    // its first read), the connection goes back once.
    text.once('close', () => void giveBack(false));
    return text;
  };
}

/**
 * node-postgres bounds a query's wait for its answer and clears the timer through the query's
 * callback, which a COPY stream never calls: given its own bound and a callback to call, the
 * timer is cleared when the COPY is over.
 */
function withReadTimeout(copy: CopyToStreamQuery): CopyToStreamQuery {
  return Object.assign(copy, {
    query_timeout: COPY_OUT_LIMIT_MS + LOST_SERVER_MARGIN_MS,
    callback: () => {},
  });
}

function stopReadTimeout(copy: CopyToStreamQuery): void {
  (copy as CopyToStreamQuery & { callback: () => void }).callback();
}
