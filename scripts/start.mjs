// `npm start`: build the web app and the server when the build is missing or stale, then run it.
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-state.mjs';

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

for (const { workspace, output, sources } of targets) {
  const abs = (p) => `${root}${p}`;
  if (isStale(abs(output), [...sources, ...shared].map(abs))) {
    console.log(`Building ${workspace}…`);
    execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

// Run the server in this process so SIGTERM/SIGINT reach its graceful shutdown directly.
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
