import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The parsers Drizzle hands PGlite with every query: dates, times and intervals (and arrays of
 * them, and of numerics) as the text PostgreSQL writes, which Drizzle's column types then read.
 */
const DRIZZLE_PARSERS: Readonly<Record<number, (value: string) => unknown>> = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    // numeric[], timestamp[], timestamptz[], interval[], date[]
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, asText]),
);

type Query = PGlite['query'];

/**
 * What PGlite's own `query` does around a statement: waits until the database is open (and fails
 * once it is closed), and takes two locks, one against transactions and one against other queries.
 */
interface Locks {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * PGlite as Drizzle (and the job queue, through Drizzle's client) is given it. Two costs of
 * PGlite's own `query` are left out:
 *
 * - It parses and plans every statement afresh, and the shop sends the same few hundred
 *   statements over and over: PostgreSQL's planning was as costly as running them. Statements
 *   that can be prepared are, under a name, once per database, and then only bound and run.
 * - A query that brings parsers of its own first copies PGlite's whole table of parsers (some
 *   three hundred types) with them on top, and Drizzle brings nine with every query. The client
 *   takes Drizzle's nine as its own, and queries leave them behind. Raw SQL on it (the job
 *   queue's) reads those types as text too; the shop's own raw readers accept either.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const statements = preparedStatementsOf(client);
  const locks = client as unknown as Locks;
  const query = (<T>(text: string, params?: unknown[], options?: QueryOptions) =>
    statements.accepts(text, options)
      ? locks._checkReady().then(() =>
          locks._runExclusiveTransaction(async () => {
            const result = await locks._runExclusiveQuery(() =>
              statements.run<T>(text, params, options, { retry: true }),
            );
            await client.syncToFs();
            return result;
          }),
        )
      : client.query<T>(text, params, withoutDrizzleParsers(options))) as Query;
  const view = {
    query,
    exec: client.exec.bind(client),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => {
        const txQuery = (<T>(text: string, params?: unknown[], options?: QueryOptions) =>
          !tx.closed && statements.accepts(text, options)
            ? // An error inside a transaction aborts it: nothing can be tried again there.
              locks._runExclusiveQuery(() =>
                statements.run<T>(text, params, options, { retry: false }),
              )
            : tx.query<T>(text, params, withoutDrizzleParsers(options))) as Query;
        return work(Object.assign(Object.create(tx) as Transaction, { query: txQuery }));
      }),
  };
  return view as unknown as PGlite;
}

const byClient = new WeakMap<PGlite, PreparedStatements>();

function preparedStatementsOf(client: PGlite): PreparedStatements {
  let statements = byClient.get(client);
  if (!statements) byClient.set(client, (statements = new PreparedStatements(client)));
  return statements;
}

/** Only these can be prepared; anything else (DDL, SET, EXPLAIN…) goes through PGlite as it is. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Statements longer than this are one-offs (a seed of a thousand rows, a migration's backfill):
 * not worth a place among the prepared ones.
 */
const LONGEST_PREPARED = 8_000;

/**
 * How many statements stay prepared; the least recently run goes first. The shop sends a few
 * hundred distinct statements; a bound keeps the database's memory bounded all the same.
 */
const MOST_PREPARED = 1_000;

/** Statement names, unique in the process. */
let lastName = 0;

/**
 * PostgreSQL's answers when a prepared statement is gone (DISCARD ALL, DEALLOCATE), or when the
 * table under it changed the shape of its rows.
 */
function isStale(error: unknown): 'all' | 'one' | undefined {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '26000') return 'all';
  if (code === '0A000' && message?.includes('cached plan must not change result type'))
    return 'one';
  return undefined;
}

interface Prepared {
  name: string;
  parameterTypes: number[];
}

const { serialize } = protocol;

class PreparedStatements {
  /** By SQL text, least recently run first. */
  readonly #prepared = new Map<string, Prepared>();
  /** Names pushed out of the map, closed with the next statement prepared. */
  #toClose: string[] = [];

  constructor(private readonly client: PGlite) {}

  /** Whether `text` is prepared; one given its own parameter types or a blob goes to PGlite. */
  accepts(text: string, options: QueryOptions | undefined): boolean {
    return (
      text.length <= LONGEST_PREPARED &&
      !options?.blob &&
      !options?.paramTypes &&
      PREPARABLE.test(text)
    );
  }

  forget(): void {
    this.#prepared.clear();
    this.#toClose = [];
  }

  /** Runs `text` as a prepared statement; the caller holds PGlite's query lock. */
  async run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    { retry }: { retry: boolean },
  ): Promise<Results<T>> {
    try {
      const prepared = await this.#prepare(text);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const oid = prepared.parameterTypes[i]!;
        const serializer = options?.serializers?.[oid] ?? this.client.serializers[oid];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await this.client.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: prepared.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(
        messages,
        this.client.parsers,
        withoutDrizzleParsers(options),
      )[0] as Results<T>;
    } catch (error) {
      const stale = isStale(error);
      if (stale === 'all') this.forget();
      if (stale === 'one') this.#drop(text);
      // Prepared again and run once more, where no transaction was aborted by the error.
      if (!stale || !retry) throw decorated(error, text, params, options);
      return this.run(text, params, options, { retry: false });
    }
  }

  async #prepare(text: string): Promise<Prepared> {
    const known = this.#prepared.get(text);
    if (known) {
      this.#prepared.delete(text);
      this.#prepared.set(text, known);
      return known;
    }
    if (this.#prepared.size >= MOST_PREPARED) this.#drop(this.#prepared.keys().next().value!);
    const name = `s${++lastName}`;
    const closing = this.#toClose.map((old) => serialize.close({ type: 'S', name: old }));
    this.#toClose = [];
    const described = await this.client.execProtocolStream(
      Buffer.concat([
        ...closing,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    this.#prepared.set(text, prepared);
    return prepared;
  }

  /** Forgets one statement; the database closes it with the next statement prepared. */
  #drop(text: string): void {
    const prepared = this.#prepared.get(text);
    if (!prepared) return;
    this.#prepared.delete(text);
    this.#toClose.push(prepared.name);
  }
}

/** As PGlite's own errors are: with the statement, its parameters and options. */
function decorated(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * Leaves out a query's parsers when they are Drizzle's, which the client now holds itself; any
 * other parsers still go with the query.
 */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => Number(oid) in DRIZZLE_PARSERS)) {
    return options;
  }
  return { ...options, parsers: undefined };
}
