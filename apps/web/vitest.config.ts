import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Test files that replace modules the others import (`vi.mock`) or stub the environment: they run
 * in the `web-isolated` project, each in a fresh module graph, so nothing they replace leaks.
 */
export const ISOLATED_FILES = [
  'src/app/route-error.test.tsx',
  'src/app/routes/register-password-strength.test.tsx',
];

type Files = { name: string; include: string[]; exclude?: string[]; isolate: boolean };

export function webProject({ name, include, exclude = [], isolate }: Files) {
  return defineProject({
    plugins: [react()],
    resolve: {
      // tus-js-client names its browser build (XMLHttpRequest, Blob) only in the "browser" field,
      // which tests do not read: without this they would get its Node build, as no browser does.
      alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
    },
    test: {
      name,
      environment: 'happy-dom',
      setupFiles: ['./test/setup.ts'],
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      isolate,
      // Route tests load real lazy chunks and fill real forms; longer than a wait for the page.
      testTimeout: 40_000,
    },
  });
}

// The other files share loaded modules (React, the router, the route table), not state: the setup
// file clears the query cache, storage, cookies and toasts after every test. Loading those
// modules once per worker instead of once per file takes the suite from 144 s to 51 s.
export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  exclude: ISOLATED_FILES,
  isolate: false,
});
