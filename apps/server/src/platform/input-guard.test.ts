import { ApiErrorSchema } from '@backlit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import {
  bearer,
  customerFields,
  nextIp,
  registerCustomer,
  signInStaff,
  type SignedIn,
} from '../test/accounts';
import { buildTestApp } from '../test/app';
import { CONTROL_CHARACTER_MESSAGE, fieldsWithControlCharacters } from './input-guard';

let app: App;
let staff: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  app = await buildTestApp();
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
});
afterAll(() => app.close());

function expectFields(response: LightMyRequestResponse, fields: string[]) {
  expect(response.statusCode, response.body).toBe(422);
  const errors = ApiErrorSchema.parse(response.json()).validation_errors ?? {};
  for (const field of fields) expect(errors[field], field).toEqual([CONTROL_CHARACTER_MESSAGE]);
}

describe('control characters', () => {
  it('are found in values and keys at any depth, without recursion', () => {
    expect(fieldsWithControlCharacters({ a: 'ok\n\t\r', b: ['x', 'y\u0000'] }, 'body')).toEqual([
      'b.1',
    ]);
    expect(fieldsWithControlCharacters({ 'k\u0007': 'v' }, 'body')).toEqual(['body']);
    expect(fieldsWithControlCharacters('\u009b', 'query')).toEqual(['query']);
    let deep: unknown = 'x\u007f';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(fieldsWithControlCharacters(deep, 'body')).toHaveLength(1);
  });

  it('are refused with 422 on their field in paths, queries and JSON bodies', async () => {
    expectFields(await app.inject({ method: 'GET', url: '/api/product/a%00b' }), ['slug']);
    expectFields(await app.inject({ method: 'GET', url: '/api/fetchProducts/all?q=%1B[2J' }), [
      'q',
    ]);
    const registration = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: customerFields({ firstname: 'Ada\u0000', city: 'At\u0085lanta' }),
      remoteAddress: nextIp(),
    });
    expectFields(registration, ['firstname', 'city']);
  });

  it('are refused in multipart forms, read by Fastify or by the handler', async () => {
    const form = new FormData();
    form.append('name', 'Frame\u0000');
    form.append('remove_images[0]', 'products/x\u0001');
    const request = new Request('http://shop.test/', { method: 'POST', body: form });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/store-product',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...bearer(staff.token) },
    });
    expectFields(saved, ['name', 'remove_images.0']);
  });

  it('leave line breaks and tabs alone', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/todos',
      headers: bearer(staff.token),
      payload: { text: 'Call the printer\n\tabout the banners' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('broken multipart bodies', () => {
  const send = (url: string, account: SignedIn, contentType: string, payload: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...bearer(account.token), 'content-type': contentType },
    });

  it('without a usable boundary are 400', async () => {
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'b'.repeat(71)}`,
    ]) {
      const response = await send('/api/place-order', customer, type, '--b--');
      expect(response.statusCode, type).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).code).toBe('BAD_REQUEST');
    }
  });

  it('cut short are 400, whether Fastify or the handler reads them', async () => {
    const truncated = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nFrame';
    for (const [url, account] of [
      ['/api/place-order', customer],
      ['/api/store-product', staff],
    ] as const) {
      const response = await send(url, account, 'multipart/form-data; boundary=b', truncated);
      expect(response.statusCode, url).toBe(400);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message: 'The form data is cut short: it ends before its closing boundary.',
      });
    }
  });
});
