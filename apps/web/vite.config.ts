import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs as its own process; in production the server serves this build
// itself, so the proxy only exists for `vite dev`/`vite preview`.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxy = Object.fromEntries(
  ['/api', '/storage', '/sanctum'].map((prefix) => [prefix, { target: apiTarget }]),
);
const port = Number(process.env.WEB_PORT ?? 3000);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Lets the bundle-budget test tell which chunks hold admin code.
    manifest: true,
    rollupOptions: {
      treeshake: {
        // @backlit/domain is pure (no I/O, no side effects), but its package does not say so and
        // its schemas are built by top-level zod calls. Telling the bundler lets a page that only
        // needs a constant or `telHref` skip zod (~23 KB gz), which the home budget cannot afford.
        moduleSideEffects: (id) => !id.includes('/packages/domain/'),
        manualPureFunctions: ['z'],
      },
    },
  },
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
});
