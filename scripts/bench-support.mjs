// What the benchmarks share: a throw-away PostgreSQL database and the built server started on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { buildWhatIsStale } from './build-state.mjs';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-not-secret' };

/** A new, empty database on the PostgreSQL server; `drop()` removes it. */
export async function createBenchDatabase(serverUrl) {
  const pg = (await import('pg')).default;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // The name is ours, made of hex digits only.
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    sql: taggedQueries(client),
    async drop() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** sql`… ${value} …` sends each value as a parameter and answers the rows. */
function taggedQueries(client) {
  return async (strings, ...values) => {
    const text = strings.reduce((query, part, i) => `${query}$${i}${part}`);
    return (await client.query(text, values)).rows;
  };
}

/**
 * The built server (apps/server/dist, built first when missing or stale) on `port`, migrated, without the demo catalogue; on the
 * embedded database in `dataDir` when `databaseUrl` is undefined.
 */
export async function startServer(port, databaseUrl, dataDir, env = {}) {
  buildWhatIsStale();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Signs in through the API; answers the bearer token. */
export async function signIn(base, account) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return (await response.json()).token;
}

/**
 * Requests at a steady rate, as shoppers arrive: the i-th is due `i / rate` seconds after the
 * start, whether or not earlier ones have been answered, and goes out on one of `connections`
 * kept-alive sockets (or waits for one). Its time counts from when it was due, so a server that
 * stalls is charged for every request that came due meanwhile. A load generator that waits for
 * each answer before asking again (autocannon) measures the queue it builds itself: at full
 * speed its mean time to answer is its connections divided by the answers a second, whatever
 * the server does; this answers how long shoppers wait at a given rate.
 *
 * `nextPath()` names each request's path. Answers autocannon's shape of a result (requests.average, latency in whole ms, errors,
 * timeouts, non2xx), so the scripts report both alike.
 */
export async function steadyRate({ url, nextPath, rate, seconds, connections }) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const times = [];
  let errors = 0;
  let non2xx = 0;
  const start = performance.now();
  const dueAt = (i) => start + (i * 1000) / rate;
  await new Promise((resolve) => {
    let sent = 0;
    const answered = (due) => {
      times.push(performance.now() - due);
      if (times.length === total) resolve();
    };
    const send = (path, due) =>
      http
        .get({ hostname, port, path, agent }, (response) => {
          if (response.statusCode < 200 || response.statusCode > 299) non2xx++;
          response.resume().on('end', () => answered(due));
        })
        .on('error', () => {
          errors++;
          answered(due);
        });
    const sendDue = () => {
      const now = performance.now();
      for (; sent < total && dueAt(sent) <= now; sent++) send(nextPath(), dueAt(sent));
      if (sent < total) setTimeout(sendDue, 1);
    };
    sendDue();
  });
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return {
    requests: { average: total / elapsed },
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(times.at(-1)) },
    errors,
    timeouts: 0,
    non2xx,
  };
}

/** p50 / p90 / max in ms, for a line of a report. */
export function summary({ p50, p90, max }) {
  return `p50 ${p50.toFixed(1)} ms  p90 ${p90.toFixed(1)} ms  max ${max.toFixed(1)} ms`;
}

/**
 * Prints a benchmark's closing table: a line naming the run (`title`), the time in UTC and the
 * machine's cores and load average, then the table in Markdown. Every column is padded to its
 * widest cell as Prettier lays out a table, so the text goes into docs/benchmarks.md as printed
 * and passes `prettier --check`: the page's tables are what the scripts print, not retyped.
 */
export function printTable(title, columns, rows) {
  console.log(`\n${markdownTable(title, columns, rows)}`);
}

/**
 * The text `printTable` prints. A column is its label, or `{ label, align }` with align 'left',
 * 'right' or 'center'; a row is one cell per column (strings or numbers, printed as given).
 *
 * @param {string} title
 * @param {Array<string | { label: string, align?: 'left' | 'right' | 'center' }>} columns
 * @param {Array<Array<string | number>>} rows
 * @param {{ at: Date, cores: number, load: number[] }} [machine]
 * @returns {string}
 */
export function markdownTable(title, columns, rows, machine = thisMachine()) {
  const heads = columns.map((column) => (typeof column === 'string' ? { label: column } : column));
  const cells = [heads.map((head) => head.label), ...rows].map((row, r) => {
    if (row.length !== heads.length) {
      throw new Error(`row ${r} has ${row.length} cells for ${heads.length} columns`);
    }
    // Markdown drops the spaces around a cell's text and reads a run of them as one; a bar would
    // end the cell.
    return row.map((cell) => String(cell).trim().replace(/\s+/g, ' ').replaceAll('|', '\\|'));
  });
  // Prettier's narrowest column is three wide: the fewest dashes of an alignment cell.
  const widths = heads.map((_, i) => Math.max(3, ...cells.map((row) => width(row[i]))));
  const line = (parts) => `| ${parts.join(' | ')} |`;
  const pad = (text, i) => {
    const room = widths[i] - width(text);
    const before = { right: room, center: Math.floor(room / 2) }[heads[i].align] ?? 0;
    return `${' '.repeat(before)}${text}${' '.repeat(room - before)}`;
  };
  const rule = heads.map(({ align }, i) => {
    const first = align === 'left' || align === 'center' ? ':' : '-';
    const last = align === 'right' || align === 'center' ? ':' : '-';
    return `${first}${'-'.repeat(widths[i] - 2)}${last}`;
  });
  const { at, cores, load } = machine;
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const average = load.map((n) => n.toFixed(2)).join(', ');
  return [
    `${title} — ${when}, ${cores} cores, load average ${average} (1, 5, 15 min)`,
    '',
    line(cells[0].map(pad)),
    line(rule),
    ...cells.slice(1).map((row) => line(row.map(pad))),
  ].join('\n');
}

/** When the table is printed, and how busy the machine is then. */
function thisMachine() {
  return { at: new Date(), cores: cpus().length, load: loadavg() };
}

/** Characters as a terminal and Prettier count them (the tables hold no wide characters). */
function width(text) {
  return [...text].length;
}
