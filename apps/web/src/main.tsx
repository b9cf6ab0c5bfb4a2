import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/route-config';
import { createRouter } from './app/router';
import { pageState } from './lib/page-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const state = pageState();

/** The server rendered the page: its routes' code is loaded before React takes the HTML over. */
async function hydratePage(element: HTMLElement, { origin, router }: NonNullable<typeof state>) {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  hydrateRoot(
    element,
    <StrictMode>
      <AppProviders origin={origin}>
        <RouterProvider router={createRouter(router)} />
      </AppProviders>
    </StrictMode>,
  );
}

if (state) {
  void hydratePage(root, state);
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}
