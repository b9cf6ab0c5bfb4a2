import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch } from './api-client';
import { ApiError, hasErrorCode } from './api-error';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the session cookie and returns the parsed answer', async () => {
    const fetchMock = answer(200, { status: 200, count: 3 });
    const data = await apiFetch('/api/cart', { schema: z.object({ count: z.number() }) });
    expect(data).toEqual({ count: 3 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('sends JSON bodies with the XSRF token on writes', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D';
    const fetchMock = answer(201, { status: 201 });
    await apiFetch('/api/add-to-cart', { method: 'POST', body: { product_id: 1, product_qty: 2 } });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc==');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"product_id":1,"product_qty":2}');
  });

  it('sends the XSRF token only on writes, and none when there is no cookie yet', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetchMock = answer(200, { status: 200 });
    await apiFetch('/api/checkingAuthenticated');
    const [, get] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(get.headers).has('X-XSRF-TOKEN')).toBe(false);

    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await apiFetch('/api/logout', { method: 'POST' });
    const [, post] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(post.headers).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('turns an error answer into an ApiError with the validation errors', async () => {
    answer(422, {
      status: 422,
      message: 'The given data was invalid.',
      validation_errors: { email: ['The email field is required.'] },
    });
    const error = await apiFetch('/api/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      validation_errors: { email: ['The email field is required.'] },
    });
  });

  it('reads what the error means from its code, and still shows a code it does not know', async () => {
    answer(409, { status: 409, code: 'CONFLICT', message: 'Sold out.', tracking_no: 'BLS-2' });
    const conflict = await apiFetch('/api/place-order', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(hasErrorCode(conflict, 'CONFLICT')).toBe(true);
    expect(hasErrorCode(conflict, 'PAYMENT_REQUIRED')).toBe(false);
    expect(conflict).toMatchObject({ message: 'Sold out.', body: { tracking_no: 'BLS-2' } });

    answer(409, { status: 409, code: 'SOMETHING_NEWER', message: 'Try later.' });
    const newer = await apiFetch('/api/place-order', { method: 'POST' }).catch((e: unknown) => e);
    expect(newer).toMatchObject({ status: 409, code: undefined, message: 'Try later.' });
  });

  it('reads an error answer that is not the contract’s shape as a plain failure', async () => {
    answer(422, { status: 422, message: 'Invalid.', validation_errors: { email: 'required' } });
    await expect(apiFetch('/api/login', { method: 'POST' })).rejects.toMatchObject({
      status: 422,
      message: 'Request failed (422)',
      validation_errors: {},
    });
    answer(500, { message: 'no status field' });
    await expect(apiFetch('/api/cart')).rejects.toMatchObject({
      status: 500,
      message: 'Request failed (500)',
    });
  });

  it('keeps the status when the answer is not our JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(apiFetch('/api/cart')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});
