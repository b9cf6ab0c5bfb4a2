import { CHUNK_LOAD_TIMEOUT_MS } from '@backlit/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A code-split part of the app could not be downloaded (offline, new deploy, slow network). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunk: string;

  constructor(chunk: string, options?: ErrorOptions) {
    super(`Loading chunk ${chunk} failed`, options);
    this.chunk = chunk;
  }
}

/**
 * Wraps a dynamic import so that a failure, or no answer within CHUNK_LOAD_TIMEOUT_MS, rejects
 * with a ChunkLoadError naming the chunk, which the route error screen offers to reload.
 */
export function withChunkTimeout<T>(chunk: string, load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(chunk, { cause: new Error('Timed out') })),
        CHUNK_LOAD_TIMEOUT_MS,
      );
      load()
        .then(resolve, (cause: unknown) => reject(new ChunkLoadError(chunk, { cause })))
        .finally(() => clearTimeout(timer));
    });
}

/**
 * React.lazy with the same failure handling, plus `preload` to fetch the code on intent
 * (hover, focus) so it is usually there by the time it renders.
 */
export function lazyComponent<P extends object>(
  chunk: string,
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  const loadChunk = withChunkTimeout(chunk, load);
  return {
    Component: lazy(async () => ({ default: await loadChunk() })),
    // A failed preload stays silent: rendering loads again and reports the failure.
    preload: () => void loadChunk().catch(() => undefined),
  };
}
