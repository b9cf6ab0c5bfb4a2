import '@fontsource-variable/inter';
import './styles.css';
import { startTransition, StrictMode, Suspense, use, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/route-config';
import { createRouter } from './app/router';
import { pageState, type PageState } from './lib/page-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The router for a server-rendered page, once the code of the routes it shows has loaded. */
async function hydratingRouter({ router }: PageState) {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createRouter(router);
}

function HydratingRouter({ router }: { router: Promise<ReturnType<typeof createRouter>> }) {
  return <RouterProvider router={use(router)} />;
}

const app = (router: ReactNode) => (
  <StrictMode>
    <AppProviders origin={pageState?.origin}>{router}</AppProviders>
  </StrictMode>
);

if (pageState) {
  // React takes the server's HTML over at once and waits, inside the boundary the server rendered
  // too, for the routes' code; the HTML stays on screen meanwhile.
  const router = hydratingRouter(pageState);
  // As a transition, hydrating yields to the browser every few milliseconds (a click, a frame)
  // instead of holding the main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(
      root,
      app(
        <Suspense>
          <HydratingRouter router={router} />
        </Suspense>,
      ),
    );
  });
} else {
  createRoot(root).render(app(<RouterProvider router={createRouter()} />));
}
