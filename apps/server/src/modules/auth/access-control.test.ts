import { ApiErrorSchema } from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../../test/accounts';
import { buildTestApp } from '../../test/app';

const SIGN_IN = { status: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' };
const STAFF_ONLY = {
  status: 403,
  code: 'NOT_ALLOWED',
  message: 'This area is for shop staff only.',
};

/** A concrete URL for a route pattern: every parameter and wildcard filled in. */
function concrete(url: string): string {
  return url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
}

function expectRefusal(response: LightMyRequestResponse, expected: object, route: string) {
  expect(response.statusCode, route).toBe((expected as { status: number }).status);
  // HEAD answers carry no body.
  if (response.body) expect(ApiErrorSchema.parse(response.json()), route).toEqual(expected);
}

describe('declared access, enforced on the whole route table', () => {
  let app: App;
  let customer: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp();
    // No module has staff routes yet; these prove the mechanism, and real ones join the walk below
    // as soon as they are registered. The body schema shows refusal comes before validation.
    app.get('/api/test/staff-only/:id', { config: { access: 'admin' } }, async () => ({
      status: 200,
    }));
    app.post(
      '/api/test/staff-only',
      {
        schema: { body: z.strictObject({ name: z.string().min(1) }) },
        config: { access: 'admin' },
      },
      async () => ({ status: 200 }),
    );
    customer = await registerCustomer(app);
    staff = await signInStaff(app);
  });
  afterAll(() => app.close());

  const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
    app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers,
    });

  it('refuses every admin route to anonymous callers (401) and customers (403)', async () => {
    const adminRoutes = app.routeAccess.filter((route) => route.access === 'admin');
    // Fastify's automatic HEAD twin of a GET route is guarded like the GET itself.
    expect(adminRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/test/staff-only/:id', 'HEAD /api/test/staff-only/:id']),
    );
    for (const route of adminRoutes) {
      const name = `${route.method} ${route.url}`;
      expectRefusal(await call(route), SIGN_IN, name);
      expectRefusal(await call(route, bearer(customer.token)), STAFF_ONLY, name);
      const asStaff = await call(route, bearer(staff.token));
      expect([401, 403], name).not.toContain(asStaff.statusCode);
    }
  });

  it('refuses every user route to anonymous callers (401)', async () => {
    const userRoutes = app.routeAccess.filter((route) => route.access === 'user');
    expect(userRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/checkingAuthenticated',
        'POST /api/logout',
        'POST /api/change-password',
      ]),
    );
    for (const route of userRoutes) {
      expectRefusal(await call(route), SIGN_IN, `${route.method} ${route.url}`);
      expectRefusal(
        await call(route, bearer('not-a-session')),
        SIGN_IN,
        `${route.method} ${route.url}`,
      );
    }
  });

  it('refuses every route of one order to callers with neither credentials nor its link (401)', async () => {
    const orderRoutes = app.routeAccess.filter((route) => route.access === 'order');
    expect(orderRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/account/orders/:orderId',
        'GET /api/orders/:orderId/artwork',
        'POST /api/orders/:orderId/artwork/uploads',
      ]),
    );
    for (const route of orderRoutes) {
      const name = `${route.method} ${route.url}`;
      expect(route.url, name).toContain(':orderId');
      expectRefusal(await call(route), SIGN_IN, name);
      expectRefusal(await call(route, bearer('not-a-session')), SIGN_IN, name);
      // A made-up link in the order's cookie is no link.
      const forged = await app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        cookies: { backlit_order_1: 'x'.repeat(43) },
      });
      if (route.method === 'GET' || route.method === 'HEAD') {
        expectRefusal(forged, SIGN_IN, name);
      } else {
        // A cookie's write without the CSRF echo is refused before the link is looked at.
        expect(forged.statusCode, name).toBe(403);
      }
    }
  });

  it('covers every API route: each one is in the table', async () => {
    const declared = new Set(app.routeAccess.map((route) => `${route.method} ${route.url}`));
    for (const route of [
      'GET /api/health',
      'GET /api/openapi.json',
      'GET /sanctum/csrf-cookie',
      'POST /api/register',
      'POST /api/login',
      'POST /api/forgot-password',
      'POST /api/reset-password',
    ]) {
      expect(declared, route).toContain(route);
    }
    expect(app.routeAccess.find((route) => route.url === '/api/health')?.access).toBe('public');
  });

  it('refuses a staff member demoted since signing in, at the next request', async () => {
    const demoted = await signInStaff(app);
    const route = { method: 'GET', url: '/api/test/staff-only/:id' };
    expect((await call(route, bearer(demoted.token))).statusCode).toBe(200);
    await app.db.update(users).set({ roleAs: 0 }).where(eq(users.username, demoted.username));
    expectRefusal(await call(route, bearer(demoted.token)), STAFF_ONLY, 'demoted');
  });
});

describe('a route that does not declare its access', () => {
  it('stops the server from starting', async () => {
    const app = await buildTestApp();
    try {
      expect(() => app.get('/api/forgot-to-declare', async () => ({}))).toThrow(
        "GET /api/forgot-to-declare must declare who may call it: config: { access: 'public' | 'user' | 'admin' }",
      );
      // The same inside a module's plugin, as a later module would register its routes.
      await expect(
        app.register(async (module) => {
          module.delete('/api/orders/:id', async () => ({}));
        }),
      ).rejects.toThrow('DELETE /api/orders/:id must declare');
    } finally {
      await app.close();
    }
  });

  it('is fine outside the API (the web app and uploads answer everyone)', async () => {
    const app = await buildTestApp();
    try {
      app.get('/robots-extra.txt', async () => 'ok');
      await app.ready();
      expect(app.routeAccess.some((route) => route.url === '/robots-extra.txt')).toBe(false);
    } finally {
      await app.close();
    }
  });
});
