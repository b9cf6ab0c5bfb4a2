import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files that start whole server processes and wait out real timeouts (a SIGKILL between capture
 * and order, a database that vanishes, SIGTERM and a taken port): minutes of waiting that say
 * little about everyday changes. With them, the API fuzzing: it sends every operation hundreds of
 * requests (a minute of processor time), finds what no single change is likely to break, and is
 * worth more with more draws. And the artwork check's hostile files, each inflating gigabytes until
 * a limit stops it. `npm test` leaves them to `npm run test:slow`, which CI runs.
 */
export const slowTestFiles = [
  'src/crash-recovery.test.ts',
  'src/platform/database-outage.test.ts',
  'src/main.test.ts',
  'src/start-up.test.ts',
  'src/api-fuzz.test.ts',
  'src/modules/artwork/preflight/preflight-limits.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...slowTestFiles],
    // Builds the migrated database template every test file starts from, and the artwork
    // check's process code.
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share loaded modules (Fastify, PGlite's WASM…), not state: every file still builds
    // its own app on its own database. Halves the run; nothing here relies on module state.
    isolate: false,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
