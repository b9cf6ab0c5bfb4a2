import { defineConfig } from 'vitest/config';
import serverProject, { slowTestFiles } from './vitest.config';

// `npm run test:slow`: the server files `npm test` leaves out, and the API fuzzing with three times
// its draws, with the server project's settings, on PGlite or, with TEST_DATABASE_URL set, on
// PostgreSQL (where the drills that need a real server also run).
export default defineConfig({
  test: {
    ...serverProject.test,
    name: 'server-slow',
    root: import.meta.dirname,
    include: slowTestFiles,
    exclude: [],
    env: { FUZZ_RUNS: '6' },
    // Each file starts processes of its own; two at once on two cores only slow both down.
    fileParallelism: false,
  },
});
