import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearer, registerCustomer, signInStaff, type SignedIn } from '../test/accounts';
import { buildTestApp } from '../test/app';
import { NO_STORE } from './cache-control';

let app: App;
let customer: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  app = await buildTestApp();
  customer = await registerCustomer(app);
  staff = await signInStaff(app);
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('Cache-Control', () => {
  it('is no-store on every answer of every signed-in or shopper route, errors included', async () => {
    const routes = app.routeAccess
      .filter((route) => route.access !== 'public' && route.method !== 'HEAD')
      // Signing out ends the session the other calls use: last.
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1');
      const account = route.access === 'admin' ? staff : customer;
      for (const headers of [bearer(account.token), {}]) {
        const response = await app.inject({
          method: route.method as Method,
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const signedIn = 'authorization' in headers;
        expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
        // A shopper's routes (the cart) answer signed-out callers from their own cookie.
        if (!signedIn && route.access !== 'shopper') {
          expect(response.statusCode, `${route.method} ${url}`).toBe(401);
        }
        expect(
          response.headers['cache-control'],
          `${route.method} ${url} ${response.statusCode}`,
        ).toBe(NO_STORE);
      }
    }
  });

  it('is no-store on answers that set a cookie or answer a write on public routes', async () => {
    const csrf = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(csrf.headers['cache-control']).toBe(NO_STORE);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(NO_STORE);
  });

  it('leaves public reads their own caching', async () => {
    const catalogue = await app.inject({ method: 'GET', url: '/api/fetchProducts/all' });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['cache-control']).toBeUndefined();
    // Staff edit the content: browsers ask again each time, so an edit shows at once.
    const faq = await app.inject({ method: 'GET', url: '/api/content/faq' });
    expect(faq.headers['cache-control']).toBe('no-cache');
  });
});
