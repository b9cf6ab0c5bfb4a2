import { FRAME_SIZES } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_POST, NEWS, fakeContent } from '../../../test/content-fixtures';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

function contentApi() {
  const api = fakeApi();
  fakeContent(api);
  return api;
}

describe('news', () => {
  it('lists the eight dated articles and leads to a detail page and back', async () => {
    contentApi();
    const { router, user } = renderRoute('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News & updates' })).toBeVisible();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(8);
    const newest = NEWS[0]!;
    expect(within(articles[0]!).getByText(newest.excerpt)).toBeVisible();
    expect(within(articles[0]!).getByRole('link', { name: /read more/i })).toHaveAttribute(
      'href',
      '/eightNewsDetails',
    );
    await waitFor(() => expect(document.title).toBe('News | Backlit Shop'));

    const oldest = NEWS.at(-1)!;
    await user.click(
      screen.getByRole('link', { name: new RegExp(`^Read more.*${oldest.title}$`) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: oldest.title })).toBeVisible();
    expect(router.state.location.pathname).toBe('/firstNewsDetails');
    expect(await screen.findByText('Full text of article 1.')).toBeVisible();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        oldest.description,
      ),
    );

    await user.click(screen.getByRole('link', { name: 'Return to archive' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News & updates' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/news');
  });

  it('shows an error with retry when the archive fails, then loads it', async () => {
    const api = fakeApi();
    let calls = 0;
    api.on('GET /api/content/news', () => {
      calls += 1;
      return calls <= 3 ? answer(500, { message: 'Server error' }) : answer(200, { news: [] });
    });
    const { user } = renderRoute('/news');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No news yet.')).toBeVisible();
  });
});

describe('blog', () => {
  it('shows the post with author, category and comment count, and opens it in full', async () => {
    contentApi();
    const { router, user } = renderRoute('/blog-press');
    const post = await screen.findByRole('article');
    expect(within(post).getByText(BLOG_POST.author)).toBeVisible();
    expect(within(post).getByText('General')).toBeVisible();
    expect(within(post).getByText('0 comments')).toBeVisible();
    await user.click(within(post).getByRole('link', { name: /read more/i }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Measure first' })).toBeVisible();
    expect(router.state.location.pathname).toBe(BLOG_POST.route);
  });

  it('answers an unknown post with the not-found page', async () => {
    contentApi();
    renderRoute('/blog-press/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

describe('static pages', () => {
  it.each([
    ['/privacy-policy', 'privacy-policy'],
    ['/terms-and-conditions', 'terms-and-conditions'],
  ])('renders %s from the content API', async (path, slug) => {
    contentApi();
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Title of ${slug}` }),
    ).toBeVisible();
    expect(screen.getByText(`Text of ${slug}.`)).toBeVisible();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated January 15, 2024');
  });

  it('shows the trade show intro and the empty-archive sentence', async () => {
    contentApi();
    renderRoute('/trade-Show');
    expect(await screen.findByText('Text of trade-show.')).toBeVisible();
    expect(
      screen.getByText('Apologies, but no results were found for the requested archive.'),
    ).toBeVisible();
  });

  it('links the footer to the real pages', async () => {
    contentApi();
    renderRoute('/privacy-policy');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });
});

describe('print instruction', () => {
  it('offers one template per frame size, the checklist, fabric table and share row', async () => {
    contentApi();
    renderRoute('/print-instruction');
    expect(await screen.findByText('Text of print-instruction.')).toBeVisible();

    const templates = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/api/print-templates/'));
    expect(templates).toHaveLength(FRAME_SIZES.length);
    expect(templates.map((link) => link.getAttribute('href'))).toEqual(
      FRAME_SIZES.map((size) => `/api/print-templates/${size.slug}.pdf`),
    );
    expect(screen.getByRole('link', { name: /MLB 100 × 200 cm 80 BIPS/ })).toHaveAttribute(
      'download',
      'backlit-shop-template-mlb-100x200-80-bips.pdf',
    );

    expect(screen.getByText('Bleed 10 mm on every side')).toBeVisible();
    const fabric = screen.getByRole('table', { name: 'Super Backlit fabric data' });
    expect(within(fabric).getByRole('row', { name: /Light transmission 42%/ })).toBeVisible();
    expect(screen.getByText(/washed at 30 °C/)).toBeVisible();

    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?subject=/),
    );
    expect(screen.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/print-instruction')),
    );
  });

  it('copies the page link and confirms it', async () => {
    contentApi();
    const { user } = renderRoute('/print-instruction');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/print-instruction`,
    );
  });
});

describe('contact form', () => {
  async function fillIn(user: ReturnType<typeof renderRoute>['user']) {
    await user.type(await screen.findByRole('textbox', { name: /^name/i }), 'Jane Doe');
    await user.type(screen.getByRole('textbox', { name: /email address/i }), 'jane@example.com');
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Frame sizes');
    await user.type(
      screen.getByRole('textbox', { name: /message/i }),
      'Which frame fits a 10 ft booth?',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
  }

  it('has a hidden, empty honeypot field', async () => {
    contentApi();
    renderRoute('/contact');
    await screen.findByRole('textbox', { name: /^name/i });
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('sends the message and shows the success text', async () => {
    const api = contentApi();
    api.on('POST /api/contact', () => answer(200, { message: 'Thank you — sent.' }));
    const { user } = renderRoute('/contact');
    await fillIn(user);
    expect(await screen.findByText('Thank you — sent.')).toBeVisible();
    const [request] = api.requestsTo('POST /api/contact');
    expect(request?.body).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      subject: 'Frame sizes',
      message: 'Which frame fits a 10 ft booth?',
      website: '',
    });
    expect((request?.body as { started_at: number }).started_at).toEqual(expect.any(Number));
  });

  it('shows the server’s 422 messages next to their fields', async () => {
    const api = contentApi();
    api.on('POST /api/contact', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { email: ['We cannot deliver to this address.'] },
      }),
    );
    const { user } = renderRoute('/contact');
    await fillIn(user);
    const email = screen.getByRole('textbox', { name: /email address/i });
    expect(await screen.findByText('We cannot deliver to this address.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We cannot deliver to this address.');
  });

  it('checks required fields before sending', async () => {
    const api = contentApi();
    const { user } = renderRoute('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The name is required.')).toBeVisible();
    expect(api.requestsTo('POST /api/contact')).toHaveLength(0);
  });

  it('explains a 429', async () => {
    const api = contentApi();
    api.on('POST /api/contact', () =>
      answer(429, { message: 'Too many messages. Please try again in 15 minutes.' }),
    );
    const { user } = renderRoute('/contact');
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages');
  });

  it('keeps /contact-us working', async () => {
    contentApi();
    const { router } = renderRoute('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Get in touch' });
    expect(router.state.location.pathname).toBe('/contact');
  });
});
