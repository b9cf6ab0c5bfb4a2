import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
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
