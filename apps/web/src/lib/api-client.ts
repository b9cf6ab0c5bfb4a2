import {
  API_ERROR_CODES,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ApiErrorCode,
  type ValidationErrors,
} from '@backlit/domain';
import type { z } from 'zod';
import { ApiError } from './api-error';

type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Plain objects are sent as JSON; FormData as multipart (the browser sets the boundary); a file
   * (Blob) as itself, typed with its own type.
   */
  body?: unknown;
  /**
   * Validates and types the success answer with the contract's schema, for answers that are not
   * the contract's own (a third party's) or that a form acts on. The shop's answers are checked
   * against their schema by the server before they are sent, so pages that only show them name
   * the type instead (`apiFetch<AnswerOf<typeof XSchema>>`) and keep zod off their first load.
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/** The answer type of a contract schema, for `apiFetch<AnswerOf<typeof XSchema>>`. */
export type AnswerOf<Schema extends z.ZodType> = z.output<Schema>;

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
  } else if (body instanceof Blob) {
    headers.set('Content-Type', body.type || 'application/octet-stream');
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
 * Reads an error answer: the contract's fields, or a neutral text when a proxy or crash page
 * answered. Lenient on `code`: one this build does not know (a newer server during a deploy) or
 * none at all still leaves the server's message to show. Checked by hand rather than with the
 * contract's zod schema, which every page would otherwise load for its first request.
 */
export function toApiError(status: number, statusText: string, json: unknown): ApiError {
  if (isRecord(json) && Number.isInteger(json.status) && typeof json.message === 'string') {
    const validationErrors = json.validation_errors;
    if (validationErrors === undefined || isValidationErrors(validationErrors)) {
      return new ApiError(status, json.message, {
        code: isErrorCode(json.code) ? json.code : undefined,
        validationErrors,
        body: json,
      });
    }
  }
  return new ApiError(status, statusText || `Request failed (${status})`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorCode(value: unknown): value is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(value);
}

function isValidationErrors(value: unknown): value is ValidationErrors {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}
