import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../db/client';
import { pgliteTemplate } from './templates';

/**
 * Migrated PGlite databases that a test file has closed, emptied back to what the migrations
 * left and handed to the next file of the same worker. Loading a database from the template
 * takes a second or more of WebAssembly work; emptying a used one takes a tenth of that. A test
 * still gets a database nobody else touches: the worker runs one file at a time, and a database
 * comes back only after its file closed it.
 */
const spare: PGlite[] = [];

/** What a database reused must look like again: the template's rows and sequence positions. */
interface Baseline {
  /** Statements that bring a used database back to the template's rows and sequences. */
  reset: string;
  /** The shape of the shop's own schema, which no reset restores. */
  shape: string;
}

let baseline: Promise<Baseline> | undefined;

/** A migrated database of the test's own, from the spare ones or the template. */
export async function takePglite(): Promise<{ client: PGlite; release: () => Promise<void> }> {
  const client =
    spare.pop() ??
    (await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await pgliteTemplate('migrated') }));
  baseline ??= readBaseline(client);
  const { shape } = await baseline;
  return { client, release: () => giveBack(client, shape) };
}

/**
 * Empties the database for the next file, or closes it when it cannot be trusted to be like new:
 * closed by the test (a simulated outage), or with a schema the test changed and left changed.
 */
async function giveBack(client: PGlite, shape: string): Promise<void> {
  if (client.closed) return;
  try {
    // A test may stop in the middle of a transaction; outside one this only warns.
    await client.exec('rollback');
    if ((await shapeOf(client)) !== shape) throw new Error('the schema was changed');
    await client.exec((await baseline!).reset);
    // What DISCARD ALL takes away (open cursors, settings, listeners, advisory locks, temporary
    // tables) but the prepared statements: the next file sends the same ones, and their shape is
    // the one just checked.
    await client.exec(`close all; set session authorization default; reset all; unlisten *;
      select pg_advisory_unlock_all(); discard temp; discard sequences`);
    spare.push(client);
  } catch {
    await client.close();
  }
}

/**
 * Reads, from a database as the template made it, the rows the migrations wrote and where each
 * sequence stands, as the statements that put them back.
 */
async function readBaseline(client: PGlite): Promise<Baseline> {
  const { rows: tables } = await client.query<{ name: string; columns: string; rows: unknown }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
            (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
               from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                and a.attgenerated = '') as columns,
            null::json as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname in ('public', 'pgboss')
        -- The job queue's version is its schema's, and its queues are kept: each one is a table
        -- of its own that the app would otherwise create again at every start.
        and (n.nspname, c.relname) not in (('pgboss', 'version'), ('pgboss', 'queue'))`,
  );
  for (const table of tables) {
    const { rows } = await client.query<{ rows: unknown }>(
      `select json_agg(t) as rows from ${table.name} t`,
    );
    table.rows = rows[0]!.rows;
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
       from pg_sequences where schemaname in ('public', 'pgboss')`,
  );
  const reset = [
    // Foreign keys and triggers stay quiet while every table is emptied and refilled.
    'set session_replication_role = replica',
    ...tables.map(({ name }) => `delete from ${name}`),
    ...tables
      .filter(({ rows }) => rows !== null)
      .map(
        ({ name, columns, rows }) =>
          `insert into ${name} (${columns}) overriding system value
             select ${columns} from json_populate_recordset(null::${name}, ${literal(JSON.stringify(rows))})`,
      ),
    ...sequences.map(({ name, value }) =>
      value === null
        ? `alter sequence ${name} restart`
        : `select setval(${literal(name)}, ${value}, true)`,
    ),
    'reset session_replication_role',
  ].join(';\n');
  return { reset, shape: await shapeOf(client) };
}

/**
 * The shop schema's tables, columns, functions and triggers, counted: a test that adds a trigger
 * (to make a write fail) or a column and does not take it away changes it. The job queue's own
 * schema grows a table per queue and is left out.
 */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(
    `select concat_ws('/',
       (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public'),
       (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and not a.attisdropped),
       (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
       (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public')) as shape`,
  );
  return rows[0]!.shape;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
