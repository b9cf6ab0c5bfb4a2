import {
  BLOG_ROUTE,
  FAQ_TABS,
  FetchProductsResponseSchema,
  NEWS_ARCHIVE_ROUTE,
  PRODUCTS_PER_PAGE_MAX,
  PublicCategoriesResponseSchema,
  ROBOTS_DISALLOW,
  TradeShowsResponseSchema,
  tradeShowPath,
} from '@backlit/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHORT_CACHE } from '../../platform/cache-control';
import { CONTENT_TAG } from './content.routes';
import type { ContentService, ContentSitemap } from './content.service';

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The sitemap is rebuilt at most this often, so crawlers see new products within minutes. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;
/** A sitemap file holds at most 50,000 URLs; stay well inside it. */
const MAX_PRODUCT_PAGES = 200;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The shop's public pages that exist whatever the catalogue holds. */
export function contentEntries(content: ContentSitemap): SitemapEntry[] {
  return [
    { path: '/' },
    { path: '/allproducts' },
    ...content.pages.map((page) => ({ path: page.route, lastmod: page.updated })),
    { path: NEWS_ARCHIVE_ROUTE, lastmod: content.news[0]?.date },
    ...content.news.map((article) => ({ path: article.route, lastmod: article.date })),
    { path: BLOG_ROUTE, lastmod: content.blog[0]?.date },
    ...content.blog.map((post) => ({ path: post.route, lastmod: post.date })),
    ...FAQ_TABS.map((tab) => ({ path: tab.path })),
  ];
}

/**
 * Categories and products, read through the catalogue's own public API (the same answers a
 * browser gets), so this module depends on the contract and not on the catalogue's tables.
 */
async function catalogEntries(app: FastifyInstance): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  const categories = await app.inject({ method: 'GET', url: '/api/getCategory' });
  if (categories.statusCode === 200) {
    for (const category of PublicCategoriesResponseSchema.parse(categories.json()).categories) {
      entries.push({ path: `/category/${encodeURIComponent(category.path)}` });
      for (const sub of category.subCategories)
        entries.push({ path: `/${encodeURIComponent(sub.path)}` });
    }
  }
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page++) {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/fetchProducts/all?page=${page}&per_page=${PRODUCTS_PER_PAGE_MAX}`,
    });
    if (answer.statusCode !== 200) break;
    const { products, total } = FetchProductsResponseSchema.parse(answer.json()).product_data;
    for (const product of products) {
      entries.push({ path: `/product/${encodeURIComponent(product.slug)}` });
    }
    if (products.length === 0 || page * PRODUCTS_PER_PAGE_MAX >= total) break;
  }
  return entries;
}

/** The pages of the trade shows not over yet, through the calendar's public API. */
async function showEntries(app: FastifyInstance): Promise<SitemapEntry[]> {
  const answer = await app.inject({ method: 'GET', url: '/api/trade-shows' });
  if (answer.statusCode !== 200) return [];
  return TradeShowsResponseSchema.parse(answer.json()).shows.map((show) => ({
    path: tradeShowPath(show.slug),
  }));
}

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /sitemap.xml and GET /robots.txt at the site root. */
export function seoRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    const { publicUrl } = app.config;
    let cache: { xml: string; expires: number } | undefined;
    /** Moves on at every content change, so a build racing one is answered but not kept. */
    let generation = 0;
    // A content write (here or, through the change messages, on another instance) is in the
    // sitemap at once.
    app.catalogCache.onChange((change) => {
      if (change === 'all' || change.includes(CONTENT_TAG)) {
        cache = undefined;
        generation++;
      }
    });

    app.get(
      '/sitemap.xml',
      {
        schema: {
          tags: ['seo'],
          summary: 'The sitemap: content pages, upcoming trade shows, categories and products',
        },
        config: { access: 'public' },
      },
      async (_request, reply) => {
        let answer = cache;
        if (!answer || answer.expires < Date.now()) {
          const startedAt = generation;
          const entries = [
            ...contentEntries(await content.sitemap()),
            ...(await showEntries(app)),
            ...(await catalogEntries(app)),
          ];
          // A scheduled entry joins the sitemap when its time comes.
          const next = (await content.nextPublication())?.getTime() ?? Infinity;
          const expires = Math.min(Date.now() + SITEMAP_TTL_MS, next);
          answer = { xml: sitemapXml(publicUrl, entries), expires };
          if (startedAt === generation) cache = answer;
        }
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', SHORT_CACHE)
          .send(answer.xml);
      },
    );

    const robots = robotsTxt(publicUrl);
    app.get(
      '/robots.txt',
      {
        schema: { tags: ['seo'], summary: 'Crawler rules and the sitemap address' },
        config: { access: 'public' },
      },
      async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').header('cache-control', SHORT_CACHE).send(robots),
    );
  };
}
