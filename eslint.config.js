import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Architecture boundaries: a server module or a web feature is used through its public entry
 * only; features never import each other; shared web code (components, lib) never depends on
 * features or the app shell; the domain package depends on nothing of ours. Imports inside one
 * module or feature are its own business and are not checked. The server's demo catalogue sits on
 * top of the modules and nothing depends on it, so a shop started without SEED_DEMO never loads it.
 */
const boundaryElements = [
  { type: 'domain', pattern: 'packages/domain/src' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
  { type: 'server-platform', pattern: 'apps/server/src/platform' },
  { type: 'server-demo', pattern: 'apps/server/src/demo' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
  { type: 'web-shared', pattern: 'apps/web/src/{components,lib}' },
  // The rest of each app (entry points, config, database, test helpers). A file's type is the
  // first that matches, so these only name files the elements above leave; without them such
  // files would not be checked at all.
  { type: 'server-rest', pattern: 'apps/server' },
  { type: 'web-rest', pattern: 'apps/web' },
];

/**
 * Besides its index, a feature may name a light entry for code on the storefront's first load,
 * which cannot carry the whole feature (the index re-exports pages and forms).
 */
const lightFeatureEntries = [
  { name: 'auth', file: 'use-logout.ts' },
  { name: 'cart', file: 'header.ts' },
  { name: 'catalog', file: 'header.ts' },
];

const boundaryPolicies = [
  {
    disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
    message: 'Use a module through its index.ts, never its internal files.',
  },
  {
    from: { element: { type: 'server-platform' } },
    disallow: { to: { element: { type: 'server-module' } } },
    message: 'platform/ is cross-cutting: it must not depend on a business module.',
  },
  {
    from: { element: { types: { anyOf: ['server-module', 'server-platform'] } } },
    disallow: { to: { element: { type: 'server-demo' } } },
    message: 'Nothing depends on the demo: it is loaded only when SEED_DEMO is on.',
  },
  {
    disallow: { to: { element: { type: 'web-feature', fileInternalPath: '!index.{ts,tsx}' } } },
    message:
      'Use a feature through its index.ts (or a light entry named in eslint.config.js), never its internal files; export what you need from the index.',
  },
  {
    allow: {
      to: {
        element: lightFeatureEntries.map(({ name, file }) => ({
          type: 'web-feature',
          captured: { name },
          fileInternalPath: file,
        })),
      },
    },
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
            anyOf: ['server-module', 'server-platform', 'web-app', 'web-feature', 'web-shared'],
          },
        },
      },
    },
    message: 'packages/domain is pure: it must not depend on the server or the web app.',
  },
];

/** The extensions an import of our own source leaves out. */
const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberate violations that tooling/lint-rules.test.ts lints on purpose.
      'tooling/lint-fixtures/**',
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
      'import/resolver': { node: { extensions: sourceExtensions } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    // No import cycles: a cycle makes evaluation order decide whether a value is defined yet, and
    // ties chunks together. Dynamic import() counts. Type-only imports do not: verbatimModuleSyntax
    // erases them, so they cannot change what runs; coupling between modules and features is the
    // boundaries rule's job, which sees type imports too. Packages cannot import our code, so the
    // search stops at node_modules, which keeps it cheap.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': sourceExtensions,
      'import-x/resolver-next': [createNodeResolver({ extensions: sourceExtensions })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    // Scripts, the server's entry point and the cluster runner talk to a terminal.
    files: [
      'scripts/**',
      'e2e/**',
      'apps/server/src/main.ts',
      'apps/server/src/preview-mails.ts',
      'apps/server/cluster/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
