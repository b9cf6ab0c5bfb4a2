import { apiFetch, readXsrfToken } from './api-client';

/** GET /sanctum/csrf-cookie — the server sets the readable XSRF-TOKEN cookie (204). */
export async function getCsrfCookie(): Promise<void> {
  await apiFetch('/sanctum/csrf-cookie');
}

/** Before a signed-in write: fetches a CSRF cookie only if the browser has none (expired). */
export async function ensureCsrfCookie(): Promise<void> {
  if (!readXsrfToken()) await getCsrfCookie();
}
