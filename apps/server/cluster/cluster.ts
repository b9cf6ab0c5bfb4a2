import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from '@20minutes/s3rver';

/**
 * Several instances of the built shop behind HAProxy (deploy/haproxy.cfg), sharing one
 * PostgreSQL database, one Redis and one S3-compatible bucket (a local s3rver): the production
 * shape on one machine, for `npm run cluster` and the cluster test.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const HAPROXY_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');
const INSTANCES = 3;
const BUCKET = 'backlit';
/** s3rver checks request signatures against these fixed credentials. */
const S3RVER_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface ClusterOptions {
  /** HAProxy listens here; the instances on the next three ports, s3rver and the stats after. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Each instance's DATA_DIR, the bucket's files and HAProxy's socket go under it. */
  dataDir: string;
  /** More variables for every instance (ADMIN_EMAIL, SEED_DEMO …). */
  env?: Record<string, string>;
  /** Where the instances' and HAProxy's output goes; nowhere by default. */
  output?: (line: string) => void;
}

export interface Instance {
  name: string;
  url: string;
  /** Starts (again) and resolves once it answers its health check. */
  start(): Promise<void>;
  /** Sends the signal and resolves to the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Cluster {
  /** The shop, through HAProxy. */
  url: string;
  statsUrl: string;
  instances: Instance[];
  /** What HAProxy thinks of an instance now: UP, DOWN, MAINT, NOLB … */
  state(name: string): Promise<string>;
  /** Resolves once HAProxy reports the instance in this state. */
  waitFor(name: string, state: 'UP' | 'DOWN' | 'MAINT', timeoutMs?: number): Promise<void>;
  /** Takes an instance out of rotation (`false`) or puts it back, as an operator would. */
  setInRotation(name: string, inRotation: boolean): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const output = options.output ?? (() => {});
  const s3Port = options.port + INSTANCES + 1;
  const statsPort = options.port + INSTANCES + 2;
  const socket = path.join(options.dataDir, 'haproxy.sock');
  await mkdir(path.join(options.dataDir, 's3'), { recursive: true });

  const s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    directory: path.join(options.dataDir, 's3'),
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();

  const instances = Array.from({ length: INSTANCES }, (_, index) =>
    instance(
      `app${index + 1}`,
      options.port + index + 1,
      {
        HOST: '127.0.0.1',
        DATA_DIR: path.join(options.dataDir, `app${index + 1}`),
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        ...S3RVER_KEYS,
        // HAProxy connects from here; the client is the address it puts in X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      output,
    ),
  );
  let haproxy: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all(instances.map((one) => one.stop('SIGTERM')));
    if (haproxy && haproxy.exitCode === null) {
      haproxy.kill('SIGTERM');
      await once(haproxy, 'exit');
    }
    await s3.close();
  };

  try {
    // All at once, as after a deploy: they take turns at migrating and seeding.
    await Promise.all(instances.map((one) => one.start()));
    haproxy = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        PATH: process.env.PATH,
        SHOP_BIND: `127.0.0.1:${options.port}`,
        APP1: `127.0.0.1:${options.port + 1}`,
        APP2: `127.0.0.1:${options.port + 2}`,
        APP3: `127.0.0.1:${options.port + 3}`,
        STATS_BIND: `127.0.0.1:${statsPort}`,
        HAPROXY_SOCKET: socket,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(haproxy, 'haproxy', output);
    const state = (name: string) => serverState(socket, name);
    const waitFor = async (name: string, wanted: 'UP' | 'DOWN' | 'MAINT', timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const now = await state(name).catch(() => 'unknown');
        if (now === wanted) return;
        if (Date.now() > deadline) throw new Error(`${name} is ${now}, not ${wanted}`);
        await sleep(50);
      }
    };
    for (const one of instances) await waitFor(one.name, 'UP');
    return {
      url: `http://127.0.0.1:${options.port}`,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      instances,
      state,
      waitFor,
      setInRotation: async (name, inRotation) => {
        await adminCommand(socket, `${inRotation ? 'enable' : 'disable'} server shop/${name}`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function instance(
  name: string,
  port: number,
  env: Record<string, string>,
  output: (line: string) => void,
): Instance {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  return {
    name,
    url,
    async start() {
      child = spawn(process.execPath, [MAIN], {
        env: { PATH: process.env.PATH, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      pipeLines(child, name, output);
      exited = once(child, 'exit').then(([code]) => code as number | null);
      let gone = false;
      void exited.then(() => (gone = true));
      const deadline = Date.now() + 60_000;
      while (!(await healthy(url))) {
        if (gone) throw new Error(`${name} exited while starting`);
        if (Date.now() > deadline) throw new Error(`${name} did not become healthy`);
        await sleep(100);
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      return exited;
    },
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

function pipeLines(child: ChildProcess, name: string, output: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) output(`[${name}] ${line}`);
    });
  }
}

/** One instance's status as HAProxy's admin socket reports it (`show stat`, a CSV). */
async function serverState(socket: string, name: string): Promise<string> {
  const csv = await adminCommand(socket, 'show stat');
  const [header = '', ...rows] = csv.split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const proxy = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[proxy] === 'shop' && cells[server] === name) return cells[status] ?? 'unknown';
  }
  throw new Error(`HAProxy knows no server ${name}`);
}

function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = connect(socket);
    let answer = '';
    connection.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
    connection.end(`${command}\n`);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
