import { ApiErrorCodeSchema, ApiErrorSchema, XSRF_COOKIE, XSRF_HEADER } from '@backlit/domain';
import type { z } from 'zod';
import { ApiError } from './api-error';

type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Validates and types the success answer with the contract's schema. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server's page renderer asks its own API in-process instead. */
let transport: Transport = (path, init) => fetch(path, init);

/** Used once by the server renderer, which has no network origin to fetch relative paths from. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * Calls the API on the same origin with the session cookie (HttpOnly: this code never sees the
 * token). Writes echo the Sanctum-style XSRF-TOKEN cookie in X-XSRF-TOKEN, which the server
 * requires for cookie-authenticated writes.
 */
export async function apiFetch<T = unknown>(
  path: string,
  { method = 'GET', body, schema, signal }: ApiFetchOptions<T> = {},
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const xsrfToken = UNSAFE_METHODS.has(method) ? readXsrfToken() : undefined;
  if (xsrfToken) headers.set(XSRF_HEADER, xsrfToken);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response = await transport(path, {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal,
  });
  const json: unknown = await response.json().catch(() => undefined);

  if (!response.ok) throw toApiError(response.status, response.statusText, json);
  return schema ? schema.parse(json) : (json as T);
}

/** The CSRF token the server set in its readable cookie, if it has set one yet. */
export function readXsrfToken(): string | undefined {
  return readCookie(XSRF_COOKIE);
}

/**
 * An error answer read leniently: a code this build does not know (a newer server during a
 * deploy) or none at all still leaves the server's message to show.
 */
const ErrorAnswerSchema = ApiErrorSchema.extend({
  code: ApiErrorCodeSchema.optional().catch(undefined),
});

/** Reads an error answer: the contract's fields, or a neutral text when a proxy or crash page answered. */
export function toApiError(status: number, statusText: string, json: unknown): ApiError {
  const parsed = ErrorAnswerSchema.safeParse(json);
  if (parsed.success) {
    return new ApiError(status, parsed.data.message, {
      code: parsed.data.code,
      validationErrors: parsed.data.validation_errors,
      body: json as Record<string, unknown>,
    });
  }
  return new ApiError(status, statusText || `Request failed (${status})`);
}

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}
