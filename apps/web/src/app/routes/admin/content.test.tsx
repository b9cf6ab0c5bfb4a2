import type { AdminContentEntry } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const ARTICLE: AdminContentEntry = {
  id: 3,
  kind: 'news',
  slug: 'led-upgrade',
  route: '/fourNewsDetails',
  title: 'LED upgrade for every frame',
  body: 'Brighter **LEDs**.',
  excerpt: 'Brighter LEDs.',
  description: 'The LED upgrade.',
  author: '',
  category: '',
  topic: null,
  position: null,
  image: null,
  sections: {},
  status: 'published',
  state: 'live',
  published_at: '2022-02-10T00:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const PAGE: AdminContentEntry = {
  ...ARTICLE,
  id: 9,
  kind: 'page',
  slug: 'privacy-policy',
  route: '/privacy-policy',
  title: 'Privacy policy',
  excerpt: '',
};

/** Stands in for the server's renderer: the preview shows what the server answers. */
const rendered = (markdown: string) =>
  `<p>${markdown.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>`;

describe('the back-office content editor', () => {
  it('lists entries by kind, with their state, and pages cannot be deleted', async () => {
    const api = signedInAs(ADMIN);
    const scheduled: AdminContentEntry = {
      ...ARTICLE,
      id: 4,
      slug: 'spring-season',
      route: '/news/spring-season',
      title: 'Spring season',
      status: 'scheduled',
      state: 'scheduled',
      published_at: '2027-03-01T09:00:00.000Z',
    };
    api.on('GET /api/admin/content', () => answer(200, { entries: [scheduled, ARTICLE, PAGE] }));
    const { user } = renderRoute('/admin/content');

    const news = await screen.findByRole('table', { name: 'News' });
    expect(within(news).getByRole('link', { name: ARTICLE.title })).toHaveAttribute(
      'href',
      '/fourNewsDetails',
    );
    // Not public yet: no link, and its time shows.
    expect(within(news).queryByRole('link', { name: 'Spring season' })).toBeNull();
    expect(within(news).getByText(/Scheduled ·/)).toBeVisible();
    expect(within(news).getAllByText('Published')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: /Pages/ }));
    const pages = await screen.findByRole('table', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: `Edit ${PAGE.title}` })).toBeVisible();
    expect(within(pages).queryByRole('button', { name: `Delete ${PAGE.title}` })).toBeNull();
  });

  it('writes a news item with a live preview and a picture, checked before it is sent', async () => {
    const api = signedInAs(ADMIN);
    const entries: AdminContentEntry[] = [ARTICLE];
    api.on('GET /api/admin/content', () => answer(200, { entries }));
    api.on('POST /api/admin/content/preview', (request) =>
      answer(200, { html: rendered((request.body as { body: string }).body) }),
    );
    api.on('POST /api/admin/content/images', () =>
      answer(200, { src: '/storage/products/abc123-800.webp' }),
    );
    api.on('POST /api/admin/content', (request) => {
      const body = request.body as Record<string, string>;
      const created: AdminContentEntry = {
        ...ARTICLE,
        id: 11,
        slug: body.slug!,
        route: `/news/${body.slug}`,
        title: body.title!,
      };
      entries.unshift(created);
      return answer(200, { entry: created });
    });
    const { user, router } = renderRoute('/admin/content/new');

    const form = await screen.findByRole('form', { name: 'New content entry' });
    await user.type(within(form).getByLabelText(/^Title/), 'Trade show season 2027');
    // The slug follows the title until it is edited.
    expect(within(form).getByLabelText(/^Slug/)).toHaveValue('trade-show-season-2027');
    await user.type(within(form).getByLabelText(/^Markdown/), 'Book **early** this year.');
    const preview = screen.getByTestId('content-preview');
    await waitFor(() =>
      expect(within(preview).getByText('early', { selector: 'strong' })).toBeVisible(),
    );

    // Published without its excerpt: the schema the server uses says so first.
    await user.selectOptions(within(form).getByLabelText(/^Status/), 'published');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The excerpt is required.')).toBeVisible();
    expect(api.requestsTo('POST /api/admin/content')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Excerpt/), 'Plan your booth now.');
    await user.type(within(form).getByLabelText(/^Description/), 'The 2027 show season.');
    await user.type(within(form).getByLabelText(/^Author/), 'Dana');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'booth.png', {
      type: 'image/png',
    });
    await user.upload(within(form).getByLabelText(/Upload a picture/), picture);
    expect(await within(form).findByLabelText(/Description of the picture/)).toHaveValue(
      'Trade show season 2027',
    );
    const upload = api.requestsTo('POST /api/admin/content/images')[0]!;
    expect(upload.headers.get('content-type')).toBe('image/png');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content'));
    expect(api.requestsTo('POST /api/admin/content')[0]!.body).toMatchObject({
      kind: 'news',
      slug: 'trade-show-season-2027',
      title: 'Trade show season 2027',
      body: 'Book **early** this year.',
      excerpt: 'Plan your booth now.',
      author: 'Dana',
      status: 'published',
      published_at: null,
      image: { src: '/storage/products/abc123-800.webp', alt: 'Trade show season 2027' },
    });
    const news = await screen.findByRole('table', { name: 'News' });
    expect(within(news).getByRole('link', { name: 'Trade show season 2027' })).toBeVisible();
  });

  it('schedules an entry: a time is needed, and the server’s field messages show', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/content/3', () => answer(200, { entry: ARTICLE }));
    api.on('POST /api/admin/content/preview', () => answer(200, { html: '<p>Brighter</p>' }));
    api.on('PUT /api/admin/content/3', () =>
      answer(409, {
        message: 'Another entry of this kind already has this slug.',
        validation_errors: { slug: ['Another entry of this kind already has this slug.'] },
      }),
    );
    const { user } = renderRoute('/admin/content/3');

    const form = await screen.findByRole('form', { name: `Edit ${ARTICLE.title}` });
    expect(within(form).getByLabelText(/^Kind/)).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText(/^Status/), 'scheduled');
    await user.clear(within(form).getByLabelText(/^Publish at/));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Choose when it is published.')).toBeVisible();
    expect(api.requestsTo('PUT /api/admin/content/3')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Publish at/), '2027-03-01T09:00');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/content/3')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/content/3')[0]!.body).toMatchObject({
      status: 'scheduled',
      published_at: new Date('2027-03-01T09:00').toISOString(),
    });
    expect(
      await screen.findAllByText('Another entry of this kind already has this slug.'),
    ).not.toHaveLength(0);
  });

  it('edits a page with its extra sections; its kind and slug stay', async () => {
    const api = signedInAs(ADMIN);
    const page: AdminContentEntry = {
      ...PAGE,
      id: 12,
      slug: 'print-instruction',
      route: '/print-instruction',
      title: 'Print instructions',
      sections: { summary: 'Send a **PDF** at true size.' },
    };
    api.on('GET /api/admin/content/12', () => answer(200, { entry: page }));
    api.on('POST /api/admin/content/preview', () => answer(200, { html: '<p>Brighter</p>' }));
    api.on('GET /api/admin/content', () => answer(200, { entries: [page] }));
    api.on('PUT /api/admin/content/12', () => answer(200, { entry: page }));
    const { user, router } = renderRoute('/admin/content/12');

    const form = await screen.findByRole('form', { name: 'Edit Print instructions' });
    expect(within(form).getByLabelText(/^Slug/)).toHaveAttribute('readonly');
    const summary = within(form).getByLabelText(/Section “summary”/);
    expect(summary).toHaveValue('Send a **PDF** at true size.');
    await user.clear(summary);
    await user.type(summary, 'Send a PDF with 10 mm bleed.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content'));
    expect(api.requestsTo('PUT /api/admin/content/12')[0]!.body).toMatchObject({
      kind: 'page',
      slug: 'print-instruction',
      sections: { summary: 'Send a PDF with 10 mm bleed.' },
    });
  });

  it('deletes an entry only after asking, and says so', async () => {
    const api = signedInAs(ADMIN);
    let entries: AdminContentEntry[] = [ARTICLE];
    api.on('GET /api/admin/content', () => answer(200, { entries }));
    api.on('DELETE /api/admin/content/3', () => {
      entries = [];
      return answer(200, { message: 'Deleted.' });
    });
    const { user } = renderRoute('/admin/content');

    const news = await screen.findByRole('table', { name: 'News' });
    await user.click(within(news).getByRole('button', { name: `Delete ${ARTICLE.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${ARTICLE.title}”?` });
    expect(api.requestsTo('DELETE /api/admin/content/3')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`“${ARTICLE.title}” was deleted.`)).toBeVisible();
    expect(api.requestsTo('DELETE /api/admin/content/3')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: ARTICLE.title })).toBeNull());
  });
});
