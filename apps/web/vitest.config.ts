import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    // tus-js-client names its browser build (XMLHttpRequest, Blob) only in the "browser" field,
    // which tests do not read: without this they would get its Node build, as no browser does.
    alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Route tests load real lazy chunks and fill real forms.
    testTimeout: 15_000,
  },
});
