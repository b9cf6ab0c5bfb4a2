import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultOptions, Upload } from 'tus-js-client';
import { XSRF_HEADER } from '@backlit/domain';
import { readXsrfToken } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { artworkKeys } from './keys';

/** Each PATCH sends at most this much: progress is confirmed, and a cut costs little. */
const CHUNK_BYTES = 64 * 1024 * 1024;
/**
 * After a dropped connection tus-js-client tries again after these waits (ms): every few seconds
 * at first, so a short outage (a lift, a tunnel, a Wi-Fi handover) is bridged within about three
 * seconds of the line coming back and one under a quarter of a minute within five; after about a
 * minute in all the customer is asked to press Resume.
 */
const RETRY_DELAYS_MS = [0, 1000, 2000, 3000, 5000, 5000, 10000, 10000, 20000];

export type UploadState =
  | { phase: 'idle' }
  /** `retrying`: the connection dropped and tus-js-client tries again by itself. */
  | { phase: 'uploading' | 'paused' | 'retrying'; sent: number; total: number }
  | { phase: 'done' }
  | { phase: 'failed'; message: string; sent: number; total: number };

/** The server's words for a refused upload (its JSON body), else a general sentence. */
function failure(error: Error): string {
  const body = (
    error as { originalResponse?: { getBody(): string } | null }
  ).originalResponse?.getBody();
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: fall through
  }
  return 'The upload stopped. Check your connection and press Resume: it continues where it stopped.';
}

/**
 * A resumable upload of one print file (the tus protocol) for some lines of an order: progress,
 * pause and resume, and automatic retries after a dropped connection. A page reload can resume
 * too: tus-js-client remembers the upload's address by file in the browser's storage.
 */
export function useArtworkUpload(orderId: number, uploadUrl: string) {
  const queryClient = useQueryClient();
  const upload = useRef<Upload | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  useEffect(() => () => void upload.current?.abort(), []);

  const start = useCallback(
    async (file: File, lineIds: number[]) => {
      await ensureCsrfCookie();
      const next = new Upload(file, {
        endpoint: uploadUrl,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        metadata: { filename: file.name, lines: lineIds.join(',') },
        // Same origin: the session cookie goes along; writes echo the CSRF token.
        onBeforeRequest: (request) => {
          const token = readXsrfToken();
          if (token) request.setHeader(XSRF_HEADER, token);
          (request.getUnderlyingObject() as XMLHttpRequest).withCredentials = true;
        },
        fingerprint: async (chosen) =>
          `backlit-artwork-${orderId}-${lineIds.join('.')}-${chosen.name}-${chosen.size}-${chosen.lastModified}`,
        removeFingerprintOnSuccess: true,
        // tus-js-client's own rule decides; the customer sees that it is trying again, not a bar
        // that stopped for no reason. The next progress ends it.
        onShouldRetry: (error, attempt, options) => {
          const retry = defaultOptions.onShouldRetry?.(error, attempt, options) ?? false;
          if (retry) {
            setState((current) =>
              current.phase === 'uploading' || current.phase === 'retrying'
                ? { ...current, phase: 'retrying' }
                : current,
            );
          }
          return retry;
        },
        onProgress: (sent, total) => setState({ phase: 'uploading', sent, total }),
        onError: (error) =>
          setState((current) => ({
            phase: 'failed',
            message: failure(error),
            sent: 'sent' in current ? current.sent : 0,
            total: file.size,
          })),
        onSuccess: () => {
          setState({ phase: 'done' });
          void queryClient.invalidateQueries({ queryKey: artworkKeys.order(orderId) });
        },
      });
      upload.current = next;
      setState({ phase: 'uploading', sent: 0, total: file.size });
      const previous = await next.findPreviousUploads();
      if (previous[0]) next.resumeFromPreviousUpload(previous[0]);
      next.start();
    },
    [orderId, uploadUrl, queryClient],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((current) =>
      current.phase === 'uploading' || current.phase === 'retrying'
        ? { ...current, phase: 'paused' }
        : current,
    );
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    setState((current) =>
      'sent' in current
        ? { phase: 'uploading', sent: current.sent, total: current.total }
        : current,
    );
    upload.current.start();
  }, []);

  /**
   * Stops the upload and deletes what the shop received of it: an unfinished upload counts
   * against the customer's limits until it is finished, cancelled or expired.
   */
  const cancel = useCallback(() => {
    const current = upload.current;
    upload.current = null;
    setState({ phase: 'idle' });
    // Not started at the shop (refused, or never reached it): there is nothing to delete.
    void current?.abort(true).catch(() => {});
  }, []);

  return { state, start, pause, resume, cancel };
}
