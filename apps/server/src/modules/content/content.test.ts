import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ApiErrorSchema,
  BlogListResponseSchema,
  BlogPostResponseSchema,
  FAQ_ENTRY_COUNT,
  FAQ_TOPIC_IDS,
  FaqResponseSchema,
  NEWS_DETAIL_ROUTES,
  NewsArticleResponseSchema,
  NewsListResponseSchema,
  PAGE_SLUGS,
  PageResponseSchema,
} from '@backlit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, makeTempDir } from '../../test/app';
import { ContentError, defaultContentDir, loadContent, renderMarkdown } from './content.loader';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { response, body: response.json() as unknown };
}

describe('news', () => {
  it('lists 8 articles from Nov 2021 to May 2022, newest first, one per detail route', async () => {
    const { response, body } = await get('/api/content/news');
    expect(response.statusCode).toBe(200);
    const { news } = NewsListResponseSchema.parse(body);
    expect(news).toHaveLength(8);
    expect(new Set(news.map((article) => article.route))).toEqual(new Set(NEWS_DETAIL_ROUTES));
    for (const article of news) {
      expect(article.date >= '2021-11-01' && article.date <= '2022-05-31').toBe(true);
      expect(article).not.toHaveProperty('html');
    }
    const dates = news.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Route order follows time: the first article is the oldest.
    expect(news.at(-1)!.route).toBe('/firstNewsDetails');
    expect(news[0]!.route).toBe('/eightNewsDetails');
  });

  it('answers one article by slug or by route name', async () => {
    const byRoute = NewsArticleResponseSchema.parse(
      (await get('/api/content/news/threeNewsDetails')).body,
    );
    expect(byRoute.article.html).toContain('<table>');
    expect(byRoute.article.html).toContain('190 g/m²');
    const bySlug = NewsArticleResponseSchema.parse(
      (await get(`/api/content/news/${byRoute.article.slug}`)).body,
    );
    expect(bySlug.article).toEqual(byRoute.article);
  });

  it('answers 404 for an unknown article', async () => {
    const { response, body } = await get('/api/content/news/ninthNewsDetails');
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(body).status).toBe(404);
  });
});

describe('blog', () => {
  it('lists the post with author, category General and no comments, and serves it', async () => {
    const { posts } = BlogListResponseSchema.parse((await get('/api/content/blog')).body);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ category: 'General', comment_count: 0 });
    expect(posts[0]!.author).not.toBe('');
    expect(posts[0]!.route).toBe(`/blog-press/${posts[0]!.slug}`);
    const { post } = BlogPostResponseSchema.parse(
      (await get(`/api/content/blog/${posts[0]!.slug}`)).body,
    );
    expect(post.html).toContain('<h2>');
    expect((await get('/api/content/blog/no-such-post')).response.statusCode).toBe(404);
  });
});

describe('FAQ', () => {
  it('has 15 answered questions covering every topic', async () => {
    const { faq } = FaqResponseSchema.parse((await get('/api/content/faq')).body);
    expect(faq).toHaveLength(FAQ_ENTRY_COUNT);
    expect(new Set(faq.map((entry) => entry.topic))).toEqual(new Set(FAQ_TOPIC_IDS));
    expect(new Set(faq.map((entry) => entry.id)).size).toBe(FAQ_ENTRY_COUNT);
    const all = faq.map((entry) => entry.text).join(' ');
    for (const fact of [
      '25 %',
      '$50',
      '12 months',
      '30 °C',
      '10 mm',
      '30 mm',
      '100 ppi',
      'order number',
      'Canada',
      '5 minutes',
    ]) {
      expect(all, fact).toContain(fact);
    }
  });

  it('filters by topic and refuses an unknown topic', async () => {
    const { faq } = FaqResponseSchema.parse((await get('/api/content/faq?topic=artwork')).body);
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.every((entry) => entry.topic === 'artwork')).toBe(true);
    expect((await get('/api/content/faq?topic=nope')).response.statusCode).toBe(422);
  });
});

describe('pages', () => {
  it.each(PAGE_SLUGS)('serves %s', async (slug) => {
    const { response, body } = await get(`/api/content/pages/${slug}`);
    expect(response.statusCode).toBe(200);
    // Staff edits show at once: browsers revalidate, the server keeps the answer (and drops it).
    expect(response.headers['cache-control']).toBe('no-cache');
    const { page } = PageResponseSchema.parse(body);
    expect(page.slug).toBe(slug);
    expect(page.html.length).toBeGreaterThan(100);
  });

  it('states the rush fee, artwork storage and custom-print returns in the terms', async () => {
    const { page } = PageResponseSchema.parse(
      (await get('/api/content/pages/terms-and-conditions')).body,
    );
    const html = page.html.replace(/\s+/g, ' ');
    expect(html).toContain('25 % of the order total, with a minimum of $50');
    expect(html).toContain('up to 12 months');
    expect(html).toContain('Custom prints are made to order');
  });

  it('gives the print page its summary section', async () => {
    const { page } = PageResponseSchema.parse(
      (await get('/api/content/pages/print-instruction')).body,
    );
    expect(page.sections.summary).toContain('<li>');
  });

  it('answers 404 for an unknown page', async () => {
    expect((await get('/api/content/pages/about')).response.statusCode).toBe(404);
  });
});

describe('content loader', () => {
  it('finds the repository content folder from the source tree', () => {
    expect(defaultContentDir()).toBe(path.resolve(import.meta.dirname, '../../../../../content'));
  });

  it('finds it from where the bundled server runs (apps/server/dist)', () => {
    const dist = path.resolve(import.meta.dirname, '../../../dist');
    expect(defaultContentDir(dist)).toBe(defaultContentDir());
  });

  it('refuses to start on a bad file, naming the file and the field', async () => {
    const temp = await makeTempDir('backlit-content-');
    try {
      await cp(defaultContentDir(), temp.dir, { recursive: true });
      const file = path.join(temp.dir, 'news', '2022-04-print-file-tips.md');
      const source = await readFile(file, 'utf8');
      await writeFile(file, source.replace('date: 2022-04-27', 'date: April'));
      await writeFile(path.join(temp.dir, 'faq', 'Bad Name.md'), '---\ntopic: nope\n---\n\nText\n');
      const failure = loadContent(temp.dir);
      await expect(failure).rejects.toBeInstanceOf(ContentError);
      await expect(failure).rejects.toThrow(/news\/2022-04-print-file-tips\.md: date:/);
      await expect(failure).rejects.toThrow(/faq\/Bad Name\.md: topic:/);
      await expect(failure).rejects.toThrow(/faq\/Bad Name\.md: question:/);
    } finally {
      await temp.remove();
    }
  });

  it('shows raw HTML in Markdown as text', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> [x](https://example.com)');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
