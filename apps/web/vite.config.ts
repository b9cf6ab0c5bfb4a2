import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { coreLatinFont } from './build/core-font';

// In development the API runs as its own process; in production the server serves this build
// itself, so the proxy only exists for `vite dev`/`vite preview`.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxy = Object.fromEntries(
  ['/api', '/storage', '/sanctum'].map((prefix) => [prefix, { target: apiTarget }]),
);
const port = Number(process.env.WEB_PORT ?? 3000);
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The storefront's first route: the public layout and the home page, preloaded from index.html. */
const FIRST_ROUTES = [
  source('app/layouts/public/public-layout.tsx'),
  source('app/routes/home.tsx'),
];

/**
 * Shared chunks smaller than this (bytes of source, before minifying) are copied into each chunk
 * that imports them instead of being fetched on their own. Left to itself the bundler cuts the
 * code that pages share into a file per set of pages sharing it: some 65 files of 1 to 4 KB for a
 * product page, each one more request to start and module to set up on a phone's main thread.
 * 40 KB brings a product page to 12 files; the price is code repeated across route chunks.
 */
const INLINE_SHARED_CHUNKS_BELOW = 40_000;

/** The vendor chunk's libraries: React, React DOM with its scheduler, and React Router. */
const VENDOR_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** The chunks holding the password checker's dictionaries, fetched only when a password is typed. */
const PASSWORD_DICTIONARIES = 'password-dictionaries';

type Chunk = {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

/** Every chunk file `fileName` needs, itself included, except those already in `inPage`. */
function chunkFiles(byFile: Map<string, Chunk>, fileName: string, inPage: Set<string>) {
  const files = new Set<string>();
  const walk = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || files.has(file) || inPage.has(file)) return;
    files.add(file);
    chunk.imports.forEach(walk);
  };
  walk(fileName);
  return files;
}

/** Where the build lists each route chunk's files (ROUTE_CHUNKS_FILE in @backlit/domain). */
const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/**
 * Preloads the first route's chunks from index.html, so they download alongside the entry instead
 * of after it has run and the router has matched the URL (the links say `data-first-route`: a
 * server-rendered page swaps them for its own route's). Also lists, for the server renderer, the
 * script file of each `lazyRoute(name, …)` of the route table: a server-rendered page preloads
 * only its routes' own files. The shared chunks those import are fetched as the browser reads the
 * imports; preloading them all would put them ahead of the page's main photo on a slow line, and
 * the page no longer needs its script to paint.
 */
function preloadFirstRouteChunks(): Plugin {
  return {
    name: 'backlit:preload-first-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map<string, Chunk>(chunks.map((chunk) => [chunk.fileName, chunk]));
      const inPage = new Set<string>();
      for (const chunk of chunks.filter(({ isEntry }) => isEntry)) {
        chunkFiles(byFile, chunk.fileName, new Set()).forEach((file) => inPage.add(file));
      }
      const table = source('app/route-config.tsx');
      const routeChunks: Record<string, string[]> = {};
      for (const [, name, specifier] of readFileSync(table, 'utf8').matchAll(
        /lazyRoute\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
      )) {
        const module = resolve(dirname(table), specifier!);
        const chunk = chunks.find(
          ({ facadeModuleId }) =>
            facadeModuleId === `${module}.tsx` || facadeModuleId === `${module}.ts`,
        );
        if (chunk && !inPage.has(chunk.fileName)) routeChunks[name!] = [`/${chunk.fileName}`];
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(routeChunks),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
        const byFile = new Map<string, Chunk>(chunks.map((chunk) => [chunk.fileName, chunk]));
        const roots = new Set(FIRST_ROUTES);
        // What the entry imports is in the page already (its script and Vite's own preloads).
        const inPage = new Set<string>();
        for (const chunk of chunks.filter(({ isEntry }) => isEntry)) {
          chunkFiles(byFile, chunk.fileName, new Set()).forEach((file) => inPage.add(file));
        }
        const preload = new Set<string>();
        for (const chunk of chunks.filter(({ facadeModuleId }) => roots.has(facadeModuleId!))) {
          chunkFiles(byFile, chunk.fileName, inPage).forEach((file) => preload.add(file));
        }
        return [...preload].map((fileName) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${fileName}`,
            'data-first-route': true,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes a .br and a .gz copy next to every text asset, for a server that sends precompressed
 * files (@fastify/static `preCompressed`): the entry script is 332 KB as it is and 92 KB in
 * brotli, which decides a phone's first paint (Lighthouse mobile).
 */
function precompressAssets(): Plugin {
  let assets = '';
  return {
    name: 'backlit:precompress-assets',
    apply: 'build',
    configResolved(config) {
      // The server bundle is never sent to a browser.
      if (config.build.ssr) return;
      assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (!assets) return;
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const body = readFileSync(join(assets, name));
        if (body.length < 1024) continue;
        // Brotli 10 on the scripts and styles pages load (~1 s for the whole build); the
        // password dictionaries (5 s more at 10 for 5 % smaller) and the flag images get a quick
        // pass.
        const thorough = /\.(js|css)$/.test(name) && !name.startsWith(`${PASSWORD_DICTIONARIES}-`);
        const quality = thorough ? 10 : 5;
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
        );
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * React Router's package points every import at its development build (dev warnings and checks
 * included); its production build sits beside it, unused. The shop's bundles take that one.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const resolveProductionRouter = {
  alias: [
    { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
  ],
};

/**
 * The storefront's server renderer (`vite build --ssr`): one file the API server imports, with
 * every dependency inside, so it needs nothing from node_modules at run time and shares one
 * React with the pages it renders.
 */
const serverBuild = defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: resolveProductionRouter,
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    coreLatinFont(),
    preloadFirstRouteChunks(),
    precompressAssets(),
  ],
  resolve: resolveProductionRouter,
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Lets the bundle-budget test tell which chunks hold admin code.
    manifest: true,
    // Every browser we support preloads modules natively (Baseline since 2023): no polyfill in
    // the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Copying small shared chunks into their importers needs the bundler free to shape the
      // route chunks' exports (nothing imports them by name but the router's lazy()).
      preserveEntrySignatures: false,
      treeshake: {
        // @backlit/domain is pure (no I/O, no side effects), but its package does not say so and
        // its schemas are built by top-level zod calls. Telling the bundler lets a page that only
        // needs a constant or `telHref` skip zod (~23 KB gz), which the home budget cannot afford.
        moduleSideEffects: (id) =>
          !id.includes('/packages/domain/') && !/\/apps\/web\/src\/.*\.tsx?$/.test(id),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: INLINE_SHARED_CHUNKS_BELOW },
          groups: [
            {
              // The libraries every page runs and that change only when upgraded, in one file: an
              // app deploy changes the entry's name, not this one's, so a returning visitor keeps
              // ~100 KB gz cached. Its hash follows its content alone (see VENDOR_LIBRARIES).
              name: 'vendor',
              test: VENDOR_LIBRARIES,
            },
            {
              // The password checker's dictionaries (1.6 MB) in chunks under Vite's 500 kB
              // warning, which the browser fetches side by side when a password is first typed
              // rather than as one file after another.
              name: PASSWORD_DICTIONARIES,
              test: /[\\/]@zxcvbn-ts[\\/]language-/,
              maxSize: 480_000,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
