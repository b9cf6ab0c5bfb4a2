import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Builds the migrated database template every test file starts from.
    globalSetup: ['./src/test/global-setup.ts'],
    // Files share loaded modules (Fastify, PGlite's WASM…), not state: every file still builds
    // its own app on its own database. Halves the run; nothing here relies on module state.
    isolate: false,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
