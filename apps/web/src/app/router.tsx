import { createBrowserRouter, type HydrationState } from 'react-router';
import { routes } from './route-config';

/** The browser's router; `hydrationData` is what the server rendered the page with. */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
