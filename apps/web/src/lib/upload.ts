import { XSRF_HEADER } from '@backlit/domain';
import type { z } from 'zod';
import { readXsrfToken, toApiError } from './api-client';

export type UploadProgress = {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The body's size; 0 when the browser cannot tell. */
  total: number;
};

type UploadOptions<T> = {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** Validates and types the success answer with the contract's schema. */
  schema: z.ZodType<T>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Makes the request object; tests pass a fake (happy-dom's cannot report upload progress). */
  createXhr?: () => XMLHttpRequest;
};

/**
 * Sends a multipart form to the API like `apiFetch` does (same origin, session cookie, JSON
 * answer, X-XSRF-TOKEN), but with XMLHttpRequest: fetch cannot report upload progress, which
 * staff need for large photos. Resolves with the validated answer; rejects with ApiError for a
 * non-2xx answer, a TypeError for a network failure and a DOMException 'AbortError' on abort.
 */
export function uploadForm<T>(
  path: string,
  {
    method = 'POST',
    body,
    schema,
    onProgress,
    signal,
    createXhr = () => new XMLHttpRequest(),
  }: UploadOptions<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    xhr.open(method, path);
    // Same origin: the session cookie goes along without withCredentials.
    xhr.setRequestHeader('Accept', 'application/json');
    const xsrfToken = readXsrfToken();
    if (xsrfToken) xhr.setRequestHeader(XSRF_HEADER, xsrfToken);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      const json = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, xhr.statusText, json));
        return;
      }
      try {
        resolve(schema.parse(json));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}
