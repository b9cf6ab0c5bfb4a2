import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the built shop as three processes behind HAProxy (see cluster.ts).
// Kept out of `npm test`: it needs the build, PostgreSQL, Redis and HAProxy.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['cluster.test.ts'],
    environment: 'node',
    // One scenario after another on the same three instances.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
