import { FAQ_TABS, NEWS_DETAIL_ROUTES, TradeShowsResponseSchema } from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/app';
import { seedDemoCatalog } from '../../seed-demo-catalog';

const PUBLIC_URL = 'https://shop.example';
let app: App;

beforeAll(async () => {
  const base = await buildTestApp();
  const config = { ...base.config, publicUrl: PUBLIC_URL };
  await base.close();
  app = await buildTestApp(config);
});
afterAll(async () => {
  await app?.close();
});

describe('robots.txt', () => {
  it('keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const path of ['/admin', '/api', '/cart', '/checkout', '/dashboard-client']) {
      expect(response.body).toContain(`Disallow: ${path}\n`);
    }
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists content pages, news, FAQ tabs, categories and products', async () => {
    expect(await seedDemoCatalog(app.db, app.images, { seedDemo: true }, { pictureSize: 64 })).toBe(
      'seeded',
    );
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    const paths = locs.map((loc) => loc.slice(PUBLIC_URL.length));
    for (const path of [
      '/',
      '/allproducts',
      '/news',
      '/blog-press',
      '/print-instruction',
      '/trade-Show',
      '/privacy-policy',
      '/terms-and-conditions',
      '/contact',
      ...NEWS_DETAIL_ROUTES,
      ...FAQ_TABS.map((tab) => tab.path),
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(response.body).toContain('<lastmod>2021-11-16</lastmod>');
    expect(paths.some((path) => path.startsWith('/category/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/product/'))).toBe(true);
    // The demo's trade shows, each at its own page.
    const shows = TradeShowsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/trade-shows' })).json(),
    ).shows;
    expect(shows.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith('/trade-Show/'))).toEqual(
      shows.map((show) => `/trade-Show/${show.slug}`),
    );
  });
});
