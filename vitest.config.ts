import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'tooling',
    ],
    // Vitest leaves a core free by default, which on a 2-core machine means one file at a time.
    // A test file spends much of its time waiting (on the artwork check's processes, on timers,
    // on mail), so one worker more than there are cores keeps both cores busy while one waits.
    maxWorkers: availableParallelism() + 1,
    experimental: {
      // Keeps each file's transformed code under node_modules between runs, keyed by its content
      // and the configuration: a run after the first transforms only what changed.
      fsModuleCache: true,
    },
  },
});
