import path from 'node:path';
import pg from 'pg';
import { startCluster } from './cluster';

/**
 * `npm run cluster`: three instances of the built shop behind HAProxy, on PostgreSQL, Redis and
 * a local S3-compatible server, until Ctrl+C. Settings come from the environment (see README).
 */
const env = process.env;
const port = Number(env.CLUSTER_PORT ?? 3000);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/backlit_cluster';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(env.DATA_DIR ?? 'data/cluster');

await createDatabaseIfMissing(databaseUrl);
const cluster = await startCluster({
  port,
  databaseUrl,
  redisUrl,
  dataDir,
  env: passedOn(['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SEED_DEMO', 'PAYMENT_PROVIDER', 'NODE_ENV']),
  output: (line) => console.log(line),
});
console.log(`Backlit Shop, 3 instances behind HAProxy: ${cluster.url}`);
for (const one of cluster.instances) console.log(`  ${one.name} directly: ${one.url}`);
console.log(`HAProxy status page: ${cluster.statsUrl}`);
console.log('Ctrl+C stops everything.');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function passedOn(names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => (env[name] ? [[name, env[name]] as [string, string]] : [])),
  );
}

/** The cluster keeps its shop between runs in a database of its own. */
async function createDatabaseIfMissing(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}
