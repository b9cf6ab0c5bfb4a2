import type { HomePage, HomePageResponse } from '@backlit/domain';
import { apiFetch } from '../../../lib/api-client';
import { HOME_PAGE_URL } from './get-home-page';

/**
 * The home route's loader, which only the server renderer runs: the answer through the server's
 * own API, so the rendered page holds the hero. A failure is not the page's: it renders with the
 * hero still to come, and the browser asks again.
 */
export async function loadHomePage(): Promise<HomePage | null> {
  try {
    return (await apiFetch<HomePageResponse>(HOME_PAGE_URL)).home;
  } catch {
    return null;
  }
}
