import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AdminContentEntryResponseSchema,
  AdminContentListResponseSchema,
  ApiErrorSchema,
  AuditResponseSchema,
  BLOG_FEED_ROUTE,
  ContentImageUploadResponseSchema,
  ContentPreviewResponseSchema,
  NEWS_FEED_ROUTE,
  NewsListResponseSchema,
  type ContentEntryRequest,
} from '@backlit/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  bearer,
  browserWrite,
  registerCustomer,
  signInStaff,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, makeTempDir } from '../../test/app';
import { runWaitingJobsNow } from '../../test/jobs';
import { defaultContentDir, loadContent } from './content.loader';
import { contentDueJob } from './content.jobs';
import { ContentService } from './content.service';

/**
 * The content staff keep: seeded once from content/, edited in the back-office, and every
 * published change in the API, the rendered pages, the feeds and the sitemap at once. The
 * renderer stands in for the web build's (not built by these tests): it reads the news through
 * the shop's API exactly as the real one does and prints the titles it read.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <meta name="description" content="The shop" />
    <!--page-head-->
  </head>
  <body>
    <div id="root"><!--page-body--></div>
  </body>
</html>
`;

const RENDERER = `
let renders = 0;
export function createPageRenderer({ fetchApi }) {
  return {
    async render({ url }) {
      if (url !== '/news') return { kind: 'shell', status: 404, noindex: true };
      const { body } = await fetchApi('/api/content/news');
      renders++;
      const titles = JSON.parse(body).news.map((article) => '<li>' + article.title + '</li>');
      return {
        kind: 'page',
        status: 200,
        head: '<title>News</title>',
        body: '<h1>News</h1><ul>' + titles.join('') + '</ul><p>render ' + renders + '</p>',
        state: '{}',
        chunks: [],
      };
    },
  };
}
`;

const PUBLIC_URL = 'https://shop.example';
let app: App;
let staff: SignedIn;
let customer: SignedIn;
let removeBuild: () => Promise<void>;

beforeAll(async () => {
  const build = await makeTempDir('backlit-content-');
  removeBuild = build.remove;
  const webDir = path.join(build.dir, 'dist');
  await mkdir(path.join(build.dir, 'dist-server'), { recursive: true });
  await mkdir(webDir, { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(build.dir, 'dist-server', 'entry-server.js'), RENDERER);
  const base = await buildTestApp({ webDir });
  const config = { ...base.config, publicUrl: PUBLIC_URL };
  await base.close();
  app = await buildTestApp(config);
  staff = await signInStaff(app);
  customer = await registerCustomer(app);
});
afterAll(async () => {
  await app?.close();
  await removeBuild?.();
});

const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(staff.token), ...(payload ? { payload } : {}) });

let slugCounter = 0;
function newsFields(overrides: Partial<ContentEntryRequest> = {}): ContentEntryRequest {
  return {
    kind: 'news',
    slug: `lit-news-${++slugCounter}`,
    title: `Brighter LEDs for every frame ${slugCounter}`,
    body: 'Our frames now ship with **brighter** LEDs.\n\n<script>alert(1)</script>',
    excerpt: 'Brighter LEDs, same price.',
    description: 'The LED upgrade explained.',
    author: 'Dana from the workshop',
    status: 'published',
    ...overrides,
  };
}

async function create(overrides: Partial<ContentEntryRequest> = {}) {
  const response = await asStaff('POST', '/api/admin/content', newsFields(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return AdminContentEntryResponseSchema.parse(response.json()).entry;
}

async function publicNews() {
  const response = await app.inject({ method: 'GET', url: '/api/content/news' });
  expect(response.statusCode).toBe(200);
  return NewsListResponseSchema.parse(response.json()).news;
}

const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
const renderCount = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
const sitemapLocs = async () =>
  [...(await page('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** The feed parsed as XML (it must be well-formed); its entries' titles and links. */
async function feed(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/atom+xml');
  expect(XMLValidator.validate(response.body)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(response.body) as {
    feed: { title: string; entry?: unknown };
  };
  const text = (node: unknown) =>
    typeof node === 'object' && node !== null
      ? String((node as { '#text': unknown })['#text'])
      : String(node);
  const entries = ([parsed.feed.entry ?? []].flat() as Record<string, unknown>[]).map((entry) => ({
    title: text(entry.title),
    link: entry.link as { '@_href': string },
    content: text(entry.content),
  }));
  return { title: text(parsed.feed.title), entries };
}

describe('seeding', () => {
  it('fills the table once from content/, with the files’ dates, and never again', async () => {
    const list = AdminContentListResponseSchema.parse(
      (await asStaff('GET', '/api/admin/content')).json(),
    ).entries;
    const count = (kind: string) => list.filter((entry) => entry.kind === kind).length;
    expect([count('news'), count('blog'), count('faq'), count('page')]).toEqual([8, 1, 15, 5]);
    const first = list.find((entry) => entry.route === '/firstNewsDetails')!;
    expect(first.published_at).toBe('2021-11-16T00:00:00.000Z');
    expect(first.state).toBe('live');

    const files = await loadContent(defaultContentDir());
    const service = new ContentService(app.db, app.jobs);
    expect(await service.seed(files.seeds)).toBe(0);
    const again = AdminContentListResponseSchema.parse(
      (await asStaff('GET', '/api/admin/content')).json(),
    ).entries;
    expect(again).toHaveLength(list.length);
  });
});

describe('access', () => {
  it('lets staff only in, and a browser write needs the CSRF echo', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/content' })).statusCode).toBe(401);
    const asCustomer = await app.inject({
      method: 'GET',
      url: '/api/admin/content',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    const customerWrite = await app.inject({
      method: 'POST',
      url: '/api/admin/content',
      headers: bearer(customer.token),
      payload: newsFields(),
    });
    expect(customerWrite.statusCode).toBe(403);

    const write = browserWrite(staff);
    const withoutEcho = await app.inject({
      method: 'POST',
      url: '/api/admin/content',
      cookies: write.cookies,
      payload: newsFields(),
    });
    expect(withoutEcho.statusCode).toBe(403);
    const withEcho = await app.inject({
      method: 'POST',
      url: '/api/admin/content',
      ...write,
      payload: newsFields({ status: 'draft' }),
    });
    expect(withEcho.statusCode, withEcho.body).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['a missing title', { title: '  ' }, 'title'],
    ['a slug with spaces', { slug: 'Not A Slug' }, 'slug'],
    ['news without an excerpt', { excerpt: undefined }, 'excerpt'],
    ['a schedule without a time', { status: 'scheduled' as const }, 'published_at'],
    ['an unknown status', { status: 'live' as never }, 'status'],
    [
      'a picture from elsewhere',
      { image: { src: 'https://evil.example/x.png', alt: '' } },
      'image.src',
    ],
    ['a page that is not one of the shop’s', { kind: 'page' as const, slug: 'about' }, 'slug'],
  ])('refuses %s with 422 on its field', async (_name, overrides, field) => {
    const response = await asStaff('POST', '/api/admin/content', newsFields(overrides));
    expect(response.statusCode, response.body).toBe(422);
    const error = ApiErrorSchema.parse(response.json());
    expect(Object.keys(error.validation_errors ?? {})).toContain(field);
  });

  it('answers 404 for an unknown entry, 409 for a taken slug or a page’s deletion', async () => {
    expect((await asStaff('GET', '/api/admin/content/999999')).statusCode).toBe(404);
    expect((await asStaff('GET', '/api/admin/content/abc')).statusCode).toBe(422);
    expect((await asStaff('DELETE', '/api/admin/content/999999')).statusCode).toBe(404);
    const entry = await create({ status: 'draft' });
    const taken = await asStaff('POST', '/api/admin/content', newsFields({ slug: entry.slug }));
    expect(taken.statusCode).toBe(409);
    const list = AdminContentListResponseSchema.parse(
      (await asStaff('GET', '/api/admin/content?kind=page')).json(),
    ).entries;
    expect(list.every((candidate) => candidate.kind === 'page')).toBe(true);
    const deletePage = await asStaff('DELETE', `/api/admin/content/${list[0]!.id}`);
    expect(deletePage.statusCode).toBe(409);
    const changeKind = await asStaff(
      'PUT',
      `/api/admin/content/${entry.id}`,
      newsFields({ kind: 'blog', slug: entry.slug }),
    );
    expect(changeKind.statusCode).toBe(422);
  });
});

describe('publishing', () => {
  it('keeps a draft from the public, then shows it everywhere at once when published', async () => {
    const before = renderCount(await page('/news'));
    // Kept: a second visit is the same render.
    expect(renderCount(await page('/news'))).toBe(before);

    const draft = await create({ status: 'draft', title: 'Secret frame launch' });
    expect((await publicNews()).map((article) => article.slug)).not.toContain(draft.slug);
    const missing = await app.inject({ method: 'GET', url: `/api/content/news/${draft.slug}` });
    expect(missing.statusCode).toBe(404);
    expect(await page('/news')).not.toContain('Secret frame launch');
    expect((await feed(NEWS_FEED_ROUTE)).entries.map((entry) => entry.title)).not.toContain(
      'Secret frame launch',
    );
    expect(await sitemapLocs()).not.toContain(`${PUBLIC_URL}/news/${draft.slug}`);

    const published = await asStaff(
      'PUT',
      `/api/admin/content/${draft.id}`,
      newsFields({ slug: draft.slug, title: 'Secret frame launch', status: 'published' }),
    );
    expect(published.statusCode, published.body).toBe(200);
    const entry = AdminContentEntryResponseSchema.parse(published.json()).entry;
    expect(entry.state).toBe('live');
    expect(entry.route).toBe(`/news/${draft.slug}`);

    // Newest first: the new article heads the list, the API, the page, the feed and the sitemap.
    const news = await publicNews();
    expect(news[0]!.slug).toBe(draft.slug);
    const article = await app.inject({ method: 'GET', url: `/api/content/news/${draft.slug}` });
    expect(article.json().article.html).toContain('<strong>brighter</strong>');
    // Raw HTML is shown as text, as in the files.
    expect(article.json().article.html).toContain('&lt;script&gt;');
    const rendered = await page('/news');
    expect(rendered).toContain('<li>Secret frame launch</li>');
    expect(renderCount(rendered)).toBeGreaterThan(before);
    const { entries } = await feed(NEWS_FEED_ROUTE);
    expect(entries[0]!.title).toBe('Secret frame launch');
    expect(entries[0]!.link['@_href']).toBe(`${PUBLIC_URL}/news/${draft.slug}`);
    expect(entries[0]!.content).toContain('<strong>brighter</strong>');
    expect(await sitemapLocs()).toContain(`${PUBLIC_URL}/news/${draft.slug}`);

    // An edit shows at once too, and a deletion takes it away.
    await asStaff(
      'PUT',
      `/api/admin/content/${draft.id}`,
      newsFields({ slug: draft.slug, title: 'Frame launch, renamed', status: 'published' }),
    );
    expect(await page('/news')).toContain('<li>Frame launch, renamed</li>');
    expect((await asStaff('DELETE', `/api/admin/content/${draft.id}`)).statusCode).toBe(200);
    expect(await page('/news')).not.toContain('Frame launch, renamed');
    expect(await sitemapLocs()).not.toContain(`${PUBLIC_URL}/news/${draft.slug}`);

    const audit = AuditResponseSchema.parse(
      (await asStaff('GET', '/api/admin/audit?area=content')).json(),
    );
    const actions = audit.entries.map((record) => record.action);
    expect(actions).toEqual(
      expect.arrayContaining(['content.create', 'content.update', 'content.delete']),
    );
  });

  it('shows a scheduled entry only once its time has come', async () => {
    const at = new Date(Date.now() + 2000);
    const scheduled = await create({
      status: 'scheduled',
      published_at: at.toISOString(),
      title: 'Spring show season',
    });
    expect(scheduled.state).toBe('scheduled');
    expect((await publicNews()).map((article) => article.slug)).not.toContain(scheduled.slug);
    expect(await page('/news')).not.toContain('Spring show season');
    expect(await sitemapLocs()).not.toContain(`${PUBLIC_URL}/news/${scheduled.slug}`);

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 50)),
    );
    // The job queued with the entry drops what was built without it.
    await runWaitingJobsNow(app, contentDueJob);
    expect((await publicNews()).map((article) => article.slug)).toContain(scheduled.slug);
    expect(await page('/news')).toContain('<li>Spring show season</li>');
    expect(await sitemapLocs()).toContain(`${PUBLIC_URL}/news/${scheduled.slug}`);
    expect((await feed(NEWS_FEED_ROUTE)).entries.map((entry) => entry.title)).toContain(
      'Spring show season',
    );
  });

  it('serves the blog feed, valid, with the seeded post', async () => {
    const blog = await feed(BLOG_FEED_ROUTE);
    expect(blog.title).toContain('Blog');
    expect(blog.entries.length).toBeGreaterThan(0);
    expect(blog.entries[0]!.link['@_href']).toMatch(new RegExp(`^${PUBLIC_URL}/blog-press/`));
  });
});

describe('editor tools', () => {
  it('previews Markdown as the shop renders it', async () => {
    const response = await asStaff('POST', '/api/admin/content/preview', {
      body: '# Title\n\n*lit* <img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(200);
    const { html } = ContentPreviewResponseSchema.parse(response.json());
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<em>lit</em>');
    expect(html).not.toContain('<img');
  });

  it('stores a checked picture and refuses what is not one', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#fbbf24' },
    })
      .png()
      .toBuffer();
    const stored = await app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { ...bearer(staff.token), 'content-type': 'image/png' },
      payload: png,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const { src } = ContentImageUploadResponseSchema.parse(stored.json());
    expect(src).toMatch(/^\/storage\/products\/[0-9a-f]+-800\.webp$/);
    expect((await app.inject({ method: 'GET', url: src })).statusCode).toBe(200);

    const fake = await app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { ...bearer(staff.token), 'content-type': 'image/png' },
      payload: Buffer.from('not a picture at all'),
    });
    expect(fake.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(fake.json()).validation_errors?.image).toBeDefined();
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
