import { SHOP_BUSY_MESSAGE } from '@backlit/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch } from './api-client';
import { isShopBusy } from './api-error';
import { errorMessage } from './server-errors';

/** What apiFetch throws when the server (or whatever stands in front of it) answers this. */
async function failureFor(response: Response): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  return apiFetch('/api/cart', { schema: z.object({ count: z.number() }) }).then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('errorMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the shop is busy for its 503, whatever the answer says', async () => {
    const error = await failureFor(
      json(503, {
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The shop is restarting, try again in a moment.',
      }),
    );
    expect(isShopBusy(error)).toBe(true);
    expect(errorMessage(error)).toBe(SHOP_BUSY_MESSAGE);
  });

  it('says the same for a proxy’s 503 page that is not the API’s JSON', async () => {
    const error = await failureFor(
      new Response('<html><body>503 Service Temporarily Unavailable</body></html>', {
        status: 503,
        statusText: 'Service Unavailable',
      }),
    );
    expect(isShopBusy(error)).toBe(true);
    expect(errorMessage(error)).toBe(SHOP_BUSY_MESSAGE);
  });

  it('keeps the server’s own words for other failures, and its own for the rest', async () => {
    const conflict = await failureFor(
      json(409, { status: 409, code: 'CONFLICT', message: 'Only 2 left in stock.' }),
    );
    expect(isShopBusy(conflict)).toBe(false);
    expect(errorMessage(conflict)).toBe('Only 2 left in stock.');

    const odd = await failureFor(json(200, { count: 'three' }));
    expect(errorMessage(odd)).toBe(
      'The shop answered in a way we did not expect. Please try again.',
    );

    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'We could not reach the shop. Check your connection and try again.',
    );
  });
});
