import { defineConfig } from 'tsup';

export default defineConfig({
  // The artwork check runs in a child process of its own (see preflight-runner.ts).
  entry: {
    main: 'src/main.ts',
    'preflight-worker': 'src/modules/artwork/preflight/preflight-worker.ts',
  },
  outDir: 'dist',
  format: 'esm',
  target: 'node20',
  platform: 'node',
  // The workspace's domain package is TypeScript source: compile it in. Everything from
  // node_modules stays external and is loaded at run time.
  noExternal: [/^@backlit\//],
  sourcemap: true,
  clean: true,
});
