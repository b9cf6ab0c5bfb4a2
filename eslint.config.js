import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/**
 * Architecture boundaries (architecture.md §1, style.md): a server module or a web feature is used
 * through its index.ts only; features never import each other; shared web code (components, lib)
 * never depends on features or the app shell; the domain package depends on nothing of ours. The
 * server's demo catalogue sits on top of the modules and nothing depends on it, so a shop started
 * without SEED_DEMO never loads it.
 */
const boundaryElements = [
  { type: 'domain', pattern: 'packages/domain/src' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
  { type: 'server-platform', pattern: 'apps/server/src/platform' },
  { type: 'server-demo', pattern: 'apps/server/src/demo' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
  { type: 'web-shared', pattern: 'apps/web/src/{components,lib}' },
];

const boundaryPolicies = [
  {
    from: { element: { type: 'server-module' } },
    disallow: {
      to: {
        element: {
          type: 'server-module',
          captured: { name: '!{{ from.element.captured.name }}' },
          fileInternalPath: '!index.ts',
        },
      },
    },
    message: 'Use another module through its index.ts, never its internal files.',
  },
  {
    from: { element: { type: 'server-platform' } },
    disallow: { to: { element: { type: 'server-module' } } },
    message: 'platform/ is cross-cutting: it must not depend on a business module.',
  },
  {
    from: { element: { type: 'server-demo' } },
    disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
    message: 'The demo uses a module through its index.ts, never its internal files.',
  },
  {
    from: { element: { types: { anyOf: ['server-module', 'server-platform'] } } },
    disallow: { to: { element: { type: 'server-demo' } } },
    message: 'Nothing depends on the demo: it is loaded only when SEED_DEMO is on.',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: [
      { to: { element: { type: 'web-app' } } },
      {
        to: {
          element: { type: 'web-feature', captured: { name: '!{{ from.element.captured.name }}' } },
        },
      },
    ],
    message: 'Features never import each other or the app shell; compose them in app/.',
  },
  {
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
    message: 'components/ and lib/ are shared: they must not depend on features or app/.',
  },
  {
    from: { element: { type: 'domain' } },
    disallow: {
      to: {
        element: {
          types: {
            anyOf: [
              'server-module',
              'server-platform',
              'server-demo',
              'web-app',
              'web-feature',
              'web-shared',
            ],
          },
        },
      },
    },
    message: 'packages/domain is pure: it must not depend on the server or the web app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: {
      ...jsxA11y.flatConfigs.strict.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts and the server's entry point talk to a terminal.
    files: ['scripts/**', 'e2e/**', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
