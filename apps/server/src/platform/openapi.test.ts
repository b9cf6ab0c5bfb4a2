import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/app';

describe('API documentation', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('publishes an OpenAPI document that covers the routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.body) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(document.info.title).toBe('Backlit Shop API');
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {})).toEqual([
      '200',
      '503',
    ]);
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('documents the account routes and how protected ones authenticate', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>>;
      components: { securitySchemes: Record<string, Record<string, string>> };
    };
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'backlit_session' },
    });
    for (const path of [
      '/api/register',
      '/api/login',
      '/api/forgot-password',
      '/api/reset-password',
    ]) {
      expect(document.paths[path]?.post?.requestBody, path).toBeDefined();
      expect(document.paths[path]?.post?.security, path).toEqual([]);
    }
    const protectedRoutes = [
      document.paths['/api/logout']?.post,
      document.paths['/api/change-password']?.post,
      document.paths['/api/checkingAuthenticated']?.get,
    ];
    for (const route of protectedRoutes) {
      expect(route?.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    }
    expect(document.paths['/sanctum/csrf-cookie']?.get).toBeDefined();
    // Every documented route says what its declared access asks for.
    const credentials = [{ bearerAuth: [] }, { cookieAuth: [] }];
    const expected = {
      public: [],
      shopper: [{}, ...credentials],
      order: [...credentials, { orderLinkCookie: [] }],
      user: credentials,
      admin: credentials,
    };
    let checked = 0;
    for (const { method, url, access } of app.routeAccess) {
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) continue;
      expect(operation.security, `${method} ${url}`).toEqual(expected[access]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const source = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    const document = JSON.parse(source) as {
      paths: Record<string, Record<string, { security?: unknown; responses: object }>>;
    };
    const config = await createConfig({ extends: ['recommended'] });
    const lint = async (text: string) =>
      (await lintFromString({ source: text, absoluteRef: 'openapi.json', config }))
        .filter(({ severity }) => severity === 'error')
        .map(({ ruleId, message, location }) => `${ruleId} ${location[0]?.pointer}: ${message}`);

    expect(await lint(source)).toEqual([]);
    // The rules do see what the document must keep: a public route with no `security`, a
    // document without `servers`.
    const withoutSecurity = structuredClone(document);
    delete withoutSecurity.paths['/api/login']!.post!.security;
    expect(await lint(JSON.stringify(withoutSecurity))).toEqual([
      expect.stringMatching(/^security-defined #\/paths\/~1api~1login\/post:/),
    ]);
    expect(await lint(JSON.stringify({ ...document, servers: undefined }))).toEqual([
      expect.stringMatching(/^no-empty-servers/),
    ]);
    // Each lint walks the whole document: seconds on a busy machine.
  }, 60_000);

  it('documents the status each answer comes with', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const csrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(Object.keys(document.paths['/sanctum/csrf-cookie']!.get!.responses)).toEqual([
      String(csrf.statusCode),
    ]);
    const upload = document.paths['/api/orders/{orderId}/artwork/uploads/{uploadId}']!;
    expect(
      Object.keys(document.paths['/api/orders/{orderId}/artwork/uploads']!.post!.responses),
    ).toContain('201');
    expect(Object.keys(upload.patch!.responses)).toContain('204');
    expect(Object.keys(upload.delete!.responses)).toContain('204');
  });

  it('shows that a payment must name the billing region', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody: { content: Record<string, { schema: { required?: string[] } }> } }
        >
      >;
    };
    const body = document.paths['/api/checkout/payment']?.post?.requestBody.content;
    expect(body?.['application/json']?.schema.required).toEqual(['country', 'state']);
  });

  it('shows a docs page that needs nothing from the internet', async () => {
    let response = await app.inject({ method: 'GET', url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await app.inject({ method: 'GET', url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    // Every script and stylesheet the page loads is one of ours, and is served.
    const assets = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, 'http://shop.test/api/docs/').pathname;
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
