import { randomBytes, randomInt } from 'node:crypto';
import { LOGIN_LIMITS, SIGNED_IN_DEVICE_COOKIE } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import {
  bearer,
  loginRequest,
  registerCustomer,
  signIn,
  signInStaff,
  STRONG_PASSWORD,
  type SignedIn,
} from './test/accounts';
import { buildTestApp } from './test/app';
import { freePort } from './test/spawned-server';
import { createCategory, createProduct } from './test/cart';
import { createTestDatabase } from './test/db';

/**
 * Two instances of the shop on one database and one Redis, as behind a load balancer: what one
 * counts or changes, the other sees. Runs when TEST_REDIS_URL names a Redis (CI starts one).
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** An address nobody else counts against: the Redis counts outlive a test run. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Polls `check` until it holds or `ms` have passed; resolves to how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe.skipIf(!redisUrl)('two instances sharing Redis', () => {
  let one: App;
  let two: App;
  let staff: SignedIn;

  beforeAll(async () => {
    const database = await createTestDatabase();
    // Keys of their own: user ids start again in every test database.
    const redisPrefix = `backlit-test-${randomBytes(4).toString('hex')}:`;
    one = await buildTestApp({ redisUrl, redisPrefix }, database);
    // The database belongs to the first instance, which closes it last.
    two = await buildTestApp({ redisUrl, redisPrefix }, { ...database, close: async () => {} });
    staff = await signInStaff(one);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('count wrong passwords together', { timeout: 60_000 }, async () => {
    const customer = await registerCustomer(one, {
      email: `shared-${randomBytes(6).toString('hex')}@example.com`,
    });
    const ip = freshIp();
    // As many wrong passwords as an address may try on an account, half on each instance.
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountAndIp.points; attempt++) {
      const app = attempt % 2 === 0 ? one : two;
      const wrong = await loginRequest(app, { email: customer.email, password: 'Wrong-1' }, ip);
      expect(wrong.statusCode).toBe(401);
    }
    for (const app of [one, two]) {
      const refused = await loginRequest(
        app,
        { email: customer.email, password: STRONG_PASSWORD },
        ip,
      );
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    }
  });

  it(
    'slow an account under attack down on every instance together',
    { timeout: 60_000 },
    async () => {
      const customer = await registerCustomer(one, {
        email: `guessed-${randomBytes(6).toString('hex')}@example.com`,
      });
      const owner = await signIn(one, customer.email, STRONG_PASSWORD);
      // The account's allowance and the minute's one attempt, from fresh addresses on both.
      for (let attempt = 0; attempt <= LOGIN_LIMITS.account.points; attempt++) {
        const app = attempt % 2 === 0 ? one : two;
        const wrong = await loginRequest(
          app,
          { email: customer.email, password: 'Wrong-1' },
          freshIp(),
        );
        expect(wrong.statusCode).toBe(401);
      }
      for (const app of [one, two]) {
        const slowed = await loginRequest(
          app,
          { email: customer.email, password: STRONG_PASSWORD },
          freshIp(),
        );
        expect(slowed.statusCode).toBe(429);
        expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(
          LOGIN_LIMITS.slowdownSeconds,
        );
      }
      // The device cookie one instance signed is known to the other.
      const known = await two.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: customer.email, password: STRONG_PASSWORD },
        cookies: { [SIGNED_IN_DEVICE_COOKIE]: owner.cookies[SIGNED_IN_DEVICE_COOKIE]! },
        remoteAddress: freshIp(),
      });
      expect(known.statusCode, known.body).toBe(200);
    },
  );

  it('count per-address requests together', async () => {
    const ip = freshIp();
    const ask = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: `nobody-${randomBytes(4).toString('hex')}@example.com` },
        remoteAddress: ip,
      });
    // Five password-reset requests per address in 15 minutes, wherever they land.
    for (let request = 0; request < 5; request++) {
      expect((await ask(request % 2 === 0 ? one : two)).statusCode).toBe(200);
    }
    expect((await ask(two)).statusCode).toBe(429);
    expect((await ask(one)).statusCode).toBe(429);
  });

  it("show a staff member's price change on the other instance within a second", async () => {
    const category = await createCategory(one, staff);
    const product = await createProduct(one, staff, category, { price: '20.00', stock: 7 });
    const read = async () => {
      const answer = await two.inject({ method: 'GET', url: `/api/product/${product.slug}` });
      return answer.json() as { product: { originalPrice: number; stock: number } };
    };
    // The second instance now holds the product page in its cache.
    expect((await read()).product.originalPrice).toBe(20);
    expect((await read()).product.originalPrice).toBe(20);

    const saved = await one.inject({
      method: 'PUT',
      url: `/api/update-product/${product.id}`,
      headers: bearer(staff.token),
      payload: {
        name: product.name,
        sku: product.sku,
        stock: '3',
        category_id: String(category),
        description: 'Aluminium snap frame with LED backlight.',
        originalPrice: '24.50',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await within(1000, async () => {
      const { product: seen } = await read();
      return seen.originalPrice === 24.5 && seen.stock === 3;
    });
  });

  it('show news published on one instance in the other’s answers, feed and sitemap at once', async () => {
    const slug = `shared-news-${randomBytes(4).toString('hex')}`;
    const listed = async () => {
      const answer = await two.inject({ method: 'GET', url: '/api/content/news' });
      return (answer.json() as { news: { slug: string }[] }).news.some((a) => a.slug === slug);
    };
    const inFeed = async () =>
      (await two.inject({ method: 'GET', url: '/news/feed.xml' })).body.includes(`/news/${slug}`);
    const inSitemap = async () =>
      (await two.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes(`/news/${slug}`);
    // The second instance now keeps the list, the feed and the sitemap without it.
    expect(await listed()).toBe(false);
    expect(await inFeed()).toBe(false);
    expect(await inSitemap()).toBe(false);

    const saved = await one.inject({
      method: 'POST',
      url: '/api/admin/content',
      headers: bearer(staff.token),
      payload: {
        kind: 'news',
        slug,
        title: 'Shared across instances',
        body: 'Seen everywhere.',
        excerpt: 'Seen everywhere.',
        description: 'Seen everywhere.',
        status: 'published',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await within(1000, async () => (await listed()) && (await inFeed()) && (await inSitemap()));
  });

  it("show the shop's saved details on the other instance", async () => {
    const before = await two.shop.get();
    const name = `Backlit ${randomBytes(3).toString('hex')}`;
    const saved = await one.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(staff.token),
      payload: { ...before, name },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await within(1000, async () => (await two.shop.get()).name === name);
  });
});

describe('an instance whose Redis is unreachable', () => {
  let app: App;
  beforeAll(async () => {
    const closedPort = await freePort();
    app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${closedPort}` });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still answers, counting its limits by itself', { timeout: 30_000 }, async () => {
    const customer = await registerCustomer(app);
    const ip = freshIp();
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountAndIp.points; attempt++) {
      const wrong = await loginRequest(app, { email: customer.email, password: 'Wrong-1' }, ip);
      expect(wrong.statusCode).toBe(401);
    }
    const refused = await loginRequest(
      app,
      { email: customer.email, password: STRONG_PASSWORD },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: customer.email },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(200);
  });
});
