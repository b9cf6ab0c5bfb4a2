import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('security headers', () => {
  it.each(['/api/health', '/some/page', '/api/missing'])('protect %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://www.paypal.com https://*.paypal.com");
    expect(csp).toContain('frame-src https://*.paypal.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers in production', () => {
  let production: App;
  beforeAll(async () => {
    production = await buildTestApp({ isProduction: true, nodeEnv: 'production' });
  });
  afterAll(() => production.close());

  it('add HSTS and upgrade insecure requests', async () => {
    const response = await production.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('request ids', () => {
  it('are made up when the request has none', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keep a proxy's sane id", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(response.headers['x-request-id']).toBe('lb-1234.abc');
  });

  it('replace an id that is too long or has odd characters', async () => {
    for (const junk of ['x'.repeat(65), 'a b', '<script>']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': junk },
      });
      expect(response.headers['x-request-id']).not.toBe(junk);
    }
  });
});
