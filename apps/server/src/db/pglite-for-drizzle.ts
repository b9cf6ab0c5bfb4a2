import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

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
 * PGlite answers a query that brings parsers of its own by first copying its whole table of
 * parsers (some three hundred types) into a new object with them on top, and Drizzle brings nine
 * with every query: that copy cost as much as a simple query itself. So the client takes Drizzle's
 * nine as its own, and Drizzle is given a client whose queries leave them behind. Raw SQL on it
 * (the job queue's) reads those types as text too; the shop's own raw readers accept either.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const view = {
    query: withoutDrizzleParsers(client.query.bind(client)),
    exec: client.exec.bind(client),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        work(
          Object.assign(Object.create(tx) as Transaction, {
            query: withoutDrizzleParsers(tx.query),
          }),
        ),
      ),
  };
  return view as unknown as PGlite;
}

/**
 * Leaves out a query's parsers when they are Drizzle's, which the client now holds itself; any
 * other parsers still go with the query.
 */
function withoutDrizzleParsers(query: Query): Query {
  return (text, params, options?: QueryOptions) => {
    const parsers = options?.parsers;
    if (!parsers || !Object.keys(parsers).every((oid) => Number(oid) in DRIZZLE_PARSERS)) {
      return query(text, params, options);
    }
    return query(text, params, { ...options, parsers: undefined });
  };
}
