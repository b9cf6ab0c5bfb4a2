import { expect, test } from '@playwright/test';

test('health answers once the database does', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('an unknown API path answers 404 JSON', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ status: 404, message: expect.any(String) });
});

test('hashed assets are cached for good, index.html never', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = (await page.text()).match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toContain('immutable');
});
