import { CHUNK_LOAD_TIMEOUT_MS } from '@backlit/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './chunk-load';

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('names the chunk when its import fails', async () => {
    const load = withChunkTimeout('checkout', () => Promise.reject(new Error('network')));
    await expect(load()).rejects.toThrow(new ChunkLoadError('checkout'));
    await expect(load()).rejects.toMatchObject({ message: 'Loading chunk checkout failed' });
  });

  it('fails a chunk that has not loaded after CHUNK_LOAD_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const result = withChunkTimeout('news', () => new Promise<never>(() => undefined))();
    const settled = vi.fn();
    result.catch(settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });

  it('passes a loaded module through', async () => {
    await expect(withChunkTimeout('home', () => Promise.resolve('module'))()).resolves.toBe(
      'module',
    );
  });
});
