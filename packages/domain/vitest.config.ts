import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure functions and schemas: the files share one loaded copy of them (and of zod) instead of
    // each starting a process of its own, which cost more than the tests themselves.
    isolate: false,
  },
});
