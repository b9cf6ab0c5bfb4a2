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

/**
 * The storefront's first load in two chunks: the public layout with everything it imports (every
 * storefront page needs it) and the home page with its own imports. Left to itself the bundler
 * cuts them into a dozen tiny chunks (one per shared icon or hook), which costs the home budget
 * ~4 KB gz of chunk overhead and a mobile visitor one more round of requests. Only static imports
 * are followed, so what those modules load on demand (menu drawer, featured products…) keeps its
 * own chunk, and nothing the entry already holds moves.
 */
const FIRST_ROUTES = [
  { group: 'storefront', root: source('app/layouts/public/public-layout.tsx') },
  { group: 'home-page', root: source('app/routes/home.tsx') },
];
const HOME_OWN_MODULES = [source('app/routes/home.tsx'), source('features/marketing/')];
const ownModule = (id: string) => HOME_OWN_MODULES.some((own) => id.startsWith(own));

/**
 * The shop list's and a product page's routes. What they import beyond the storefront layout
 * (product cards and photos, prices, ratings, the cart and wishlist buttons, React Query, their
 * icons and hooks) goes in one `catalogue` chunk. Left to itself the bundler cut it into some 45
 * files of 1 to 4 KB, each shared with a different set of other pages: every file is one more
 * request to start and module to set up on a phone's main thread, which cost a product page more
 * than the few KB a cart or account page now loads with it. The routes keep their own files.
 */
const CATALOGUE_ROUTES = [
  'app/layouts/catalog-layout.tsx',
  'app/layouts/data-layout.tsx',
  'app/routes/product-list.tsx',
  'app/routes/product.tsx',
].map(source);

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
};

// A barrel only re-exports other modules: lucide-react's index (every icon) and each feature's
// index (its pages, hooks and widgets). A module that imports a few names from one uses those
// modules alone; following the barrel's every import would count the whole feature (a cart
// page, zod) or every icon as used.
const BARREL =
  /([\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.ts)$/;
const withoutExtension = (id: string) => id.replace(/\.(mjs|js|tsx?)$/, '');
/** `A` or `A as B` in an import or export list: [A] or [A, B]. */
const aliasParts = (part: string) => part.trim().split(/\s+as\s+/);

/** Exported name → module id, read from a barrel's `export { … } from '…'` lines. */
function reExports(graph: ModuleGraph, barrel: string): Map<string, string> {
  const info = graph.getModuleInfo(barrel);
  const byPath = new Map((info?.importedIds ?? []).map((id) => [withoutExtension(id), id]));
  const exported = new Map<string, string>();
  for (const [, names, specifier] of (info?.code ?? '').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    const id = byPath.get(withoutExtension(resolve(dirname(barrel), specifier!)));
    if (!id) continue;
    for (const part of names!.split(',')) exported.set(aliasParts(part).at(-1)!, id);
  }
  return exported;
}

/**
 * The modules behind the names `importer` imports from `barrel`, or all of the barrel's imports
 * when the importer's import statement is not a plain list of names (`import *`, a re-export).
 */
function namedThrough(
  graph: ModuleGraph,
  importer: string,
  barrel: string,
  exported: (barrel: string) => Map<string, string>,
): readonly string[] {
  const code = graph.getModuleInfo(importer)?.code ?? '';
  const names: string[] = [];
  for (const [, list, specifier] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    const target = specifier!.startsWith('.') ? resolve(dirname(importer), specifier!) : specifier!;
    const isBarrel =
      target === withoutExtension(barrel).replace(/[\\/]index$/, '') ||
      barrel.includes(`/${target}/`);
    if (isBarrel) names.push(...list!.split(',').map((part) => aliasParts(part)[0]!));
  }
  if (names.length === 0) return graph.getModuleInfo(barrel)?.importedIds ?? [];
  return names.flatMap((name) => exported(barrel).get(name) ?? []);
}

/**
 * `walk(root, taken)`: every module `root` imports statically, itself included, not entering
 * those in `taken`. Each barrel's list of re-exports is read once for all the walks.
 */
function staticImportWalker(graph: ModuleGraph) {
  const barrels = new Map<string, Map<string, string>>();
  const exported = (barrel: string) => {
    let names = barrels.get(barrel);
    if (!names) barrels.set(barrel, (names = reExports(graph, barrel)));
    return names;
  };
  return (root: string, taken: Set<string>): Set<string> => {
    const found = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (found.has(id) || taken.has(id)) continue;
      found.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (BARREL.test(imported)) stack.push(...namedThrough(graph, id, imported, exported));
        else stack.push(imported);
      }
    }
    return found;
  };
}

/**
 * Module id → first-route or catalogue chunk, worked out once from the module graph when chunking
 * starts.
 */
let groupedChunkOf: Map<string, string> | undefined;
function groupedChunk(id: string, graph: ModuleGraph): string | null {
  if (!groupedChunkOf) {
    groupedChunkOf = new Map();
    const staticImports = staticImportWalker(graph);
    const taken = staticImports(source('main.tsx'), new Set());
    for (const { group, root } of FIRST_ROUTES) {
      for (const member of staticImports(root, taken)) {
        taken.add(member);
        // Only the home page's own modules go in its chunk; what it shares with other pages
        // (icons, the page head…) goes with the layout that every storefront page loads anyway,
        // rather than make a product list load the home page's chunk.
        groupedChunkOf.set(member, ownModule(member) ? group : FIRST_ROUTES[0]!.group);
      }
    }
    for (const root of CATALOGUE_ROUTES) {
      for (const member of staticImports(root, taken)) {
        if (!CATALOGUE_ROUTES.includes(member)) groupedChunkOf.set(member, 'catalogue');
      }
    }
  }
  return groupedChunkOf.get(id) ?? null;
}

/** The vendor chunk's libraries: React, React DOM with its scheduler, and React Router. */
const VENDOR_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** The chunks holding the password checker's dictionaries, fetched only when a password is typed. */
const PASSWORD_DICTIONARIES = 'password-dictionaries';

type Chunk = { fileName: string; imports: string[]; isEntry: boolean; moduleIds: string[] };

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
 * only its routes' own files. The chunks those import (some 60 small shared ones for a product
 * page) are fetched as the browser reads the imports; preloading them all would put them ahead of
 * the page's main photo on a slow line, and the page no longer needs its script to paint.
 */
function preloadFirstRouteChunks(): Plugin {
  return {
    name: 'backlit:preload-first-route-chunks',
    apply: 'build',
    buildStart() {
      groupedChunkOf = undefined;
    },
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
        const chunk = chunks.find(({ moduleIds }) =>
          moduleIds.some((id) => id === `${module}.tsx` || id === `${module}.ts`),
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
        const roots = new Set(FIRST_ROUTES.map(({ root }) => root));
        // What the entry imports is in the page already (its script and Vite's own preloads).
        const inPage = new Set<string>();
        for (const chunk of chunks.filter(({ isEntry }) => isEntry)) {
          chunkFiles(byFile, chunk.fileName, new Set()).forEach((file) => inPage.add(file));
        }
        const preload = new Set<string>();
        for (const chunk of chunks.filter(({ moduleIds }) =>
          moduleIds.some((id) => roots.has(id)),
        )) {
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
          groups: [
            {
              // The libraries every page runs and that change only when upgraded, in one file: an
              // app deploy changes the entry's name, not this one's, so a returning visitor keeps
              // ~100 KB gz cached. Its hash follows its content alone (see VENDOR_LIBRARIES).
              name: 'vendor',
              test: VENDOR_LIBRARIES,
            },
            {
              name: (id, graph) => groupedChunk(id, graph),
              // A function name says nothing in the bundler's timing report; this label does.
              debugName: 'route-groups',
              // Only what the graph walk put in a group; never the entry's own modules.
              includeDependenciesRecursively: false,
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
