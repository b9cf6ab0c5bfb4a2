import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, PRODUCTION_OVERRIDES } from '../test/app';
import { securityHeaders } from './security-headers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The sources one directive of a policy allows. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

describe('security headers', () => {
  it.each(['/api/health', '/some/page', '/api/missing'])('protect %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('let only the shop itself supply scripts, frames and requests with the demo provider', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toBeUndefined();
    expect(csp).not.toContain('paypal');
  });
});

describe('security headers with PayPal', () => {
  const PAYPAL_ENV = { NODE_ENV: 'test', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
  const paypalCsp = (env: Record<string, string> = {}) =>
    securityHeaders(loadConfig({ ...PAYPAL_ENV, ...env }))['content-security-policy'] ?? '';

  it("let PayPal's SDK load, frame its checkout and call home", () => {
    const csp = paypalCsp();
    const paypalOrigins = [
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ];
    for (const name of ['script-src', 'connect-src', 'img-src', 'style-src']) {
      expect(directive(csp, name), name).toEqual(
        expect.arrayContaining(["'self'", ...paypalOrigins]),
      );
    }
    expect(directive(csp, 'frame-src')).toEqual(paypalOrigins);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it("let PAYPAL_SDK_URL's origin serve the SDK and be called, and nothing more", () => {
    const csp = paypalCsp({ PAYPAL_SDK_URL: 'http://127.0.0.1:3199/sdk/js' });
    expect(directive(csp, 'script-src')).toContain('http://127.0.0.1:3199');
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:3199');
    expect(directive(csp, 'frame-src')).not.toContain('http://127.0.0.1:3199');
    expect(directive(csp, 'img-src')).not.toContain('http://127.0.0.1:3199');
  });
});

describe('security headers in production', () => {
  let production: App;
  beforeAll(async () => {
    production = await buildTestApp(PRODUCTION_OVERRIDES);
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
