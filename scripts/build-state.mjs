// Decides whether a build output is older than the sources it is made from, and builds it then.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const IGNORED = new Set(['node_modules', 'dist', '.vite']);

/** Newest modification time (ms) of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!IGNORED.has(entry)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = ['packages/domain/src', 'package-lock.json'];

const targets = [
  {
    workspace: '@backlit/web',
    // Written last by the web build (the browser's files, then the server renderer).
    output: 'apps/web/dist-server/entry-server.js',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  {
    workspace: '@backlit/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/drizzle', 'apps/server/tsup.config.ts'],
  },
];

/** Builds the web app and the server where the build is missing or older than its sources. */
export function buildWhatIsStale() {
  for (const { workspace, output, sources } of targets) {
    const abs = (p) => `${root}${p}`;
    if (isStale(abs(output), [...sources, ...shared].map(abs))) {
      console.log(`Building ${workspace}…`);
      execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
    }
  }
}
