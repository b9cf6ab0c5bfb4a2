import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['*.test.ts'],
    // ESLint loads its plugins and the TypeScript parser once per file.
    testTimeout: 60_000,
  },
});
