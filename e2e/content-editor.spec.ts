import { expect, test } from '@playwright/test';
import { expectAccessible, logInAsStaff, screenshot, untilHydrated } from './support';

// Staff write a news item in the back-office, watch its preview, and publish it: at once it is on
// /news (rendered on the server, newest first), on its own page, in the sitemap and in the news
// feed. At both widths, with axe on the editor and the archive.

test('staff publish a news item; it is on /news, in the sitemap and in the feed at once', async ({
  page,
  request,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Night-bright frames arrive ${stamp}`;
  const slug = `night-bright-frames-${stamp}`.toLowerCase();

  // The archive is rendered (and kept) before the news exists, so the cache must be dropped.
  const before = await request.get('/news');
  expect(before.status()).toBe(200);
  expect(await before.text()).not.toContain(title);

  await logInAsStaff(page);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'News' })).toBeVisible();
  await screenshot(page, testInfo, 'admin-content-list');
  await page.getByRole('link', { name: 'Write an entry' }).click();

  const form = page.getByRole('form', { name: 'New content entry' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Slug/).fill(slug);
  await form.getByLabel(/^Excerpt/).fill('Brighter LEDs in every frame, at the same price.');
  await form.getByLabel(/^Description/).fill('Our frames now ship with brighter LEDs.');
  await form.getByLabel(/^Author/).fill('Dana from the workshop');
  await form
    .getByLabel(/^Markdown/)
    .fill('Every frame now ships with **brighter LEDs**.\n\n- same price\n- same power supply');
  const preview = page.getByTestId('content-preview');
  await expect(preview.locator('strong', { hasText: 'brighter LEDs' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await form.getByLabel(/^Status/).selectOption('published');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-content-editor');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/content$/);
  const news = page.getByRole('table', { name: 'News' });
  await expect(news.getByRole('link', { name: title, exact: true })).toBeVisible();

  // The server's own HTML of /news leads with it (newest first), as a crawler sees it.
  const rendered = await (await request.get('/news')).text();
  expect(rendered).toContain(title);
  expect(rendered).toContain('rel="alternate" type="application/atom+xml"');
  // Before every older article (another project's run may publish one at the same moment).
  const mine = rendered.indexOf(`id="news-${slug}"`);
  expect(mine).toBeGreaterThan(0);
  expect(mine).toBeLessThan(rendered.indexOf('id="news-2022-05-mlb-100x200-80-bips"'));

  // In the sitemap and the feed at once.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/news/${slug}</loc>`);
  const feed = await request.get('/news/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const feedXml = await feed.text();
  expect(feedXml.indexOf(title)).toBeGreaterThan(0);
  expect(feedXml).toContain(`/news/${slug}`);

  // A shopper opens it from the archive.
  await page.goto('/news');
  await untilHydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'news-archive');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'brighter LEDs' })).toBeVisible();
});
