import type { HomePage } from '@backlit/domain';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { HOME_ROUTE_ID, pageState } from '../../../lib/page-state';
import { getHomePage } from '../api/get-home-page';

export type HomePageState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; home: HomePage };

/** The answer the server rendered the page this tab opened with (none if it opened elsewhere). */
const rendered = pageState?.router.loaderData?.[HOME_ROUTE_ID] as HomePage | null | undefined;

/**
 * The hero and featured products. On the server, the route loader's answer; in the browser, the
 * same answer from the page the server sent (so hydration matches), else fetched.
 */
export function useHomePage(): HomePageState {
  const loaded = useRouteLoaderData(HOME_ROUTE_ID) as HomePage | null | undefined;
  const [state, setState] = useState<HomePageState>(() => {
    const home = loaded ?? rendered;
    return home ? { status: 'ready', home } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    const controller = new AbortController();
    getHomePage(controller.signal).then(
      (home) => setState({ status: 'ready', home }),
      () => controller.signal.aborted || setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [state.status]);

  return state;
}
