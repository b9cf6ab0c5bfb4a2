import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/catalog-fixtures';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
});

const PRODUCT = makeProduct({
  id: 7,
  name: 'Backlit Wall Frame 85x200',
  slug: 'backlit-wall-frame-85x200',
  sku: 'BF-WALL-85200',
  stock: 0,
  description: 'Slim aluminium frame.\n\nLights evenly from edge to edge.',
  sellingPrice: 499,
  originalPrice: 429.5,
  image: 'products/main-800.webp',
  additional_images: ['products/side-800.webp', 'products/back-800.webp'],
  print_width_mm: 850,
  print_height_mm: 2000,
  subCategory: { id: 12, nameSubCategory: 'Wall Frames', path: 'WallFrames' },
});

const noReviews = {
  status: 200,
  rating: { average: null, count: 0, stars: [0, 0, 0, 0, 0] },
  reviews: [],
  total: 0,
  page: 1,
  per_page: 5,
};

const REVIEWS = [
  {
    id: 1,
    rating: 5,
    title: 'Even light',
    body: 'Lights evenly from edge to edge.',
    author: 'Ada L.',
    verified_purchase: true,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    reply: { body: 'Thank you, Ada!', created_at: '2026-03-02T10:00:00.000Z' },
  },
  {
    id: 2,
    rating: 4,
    title: 'Good frame',
    body: 'Sturdy, the fabric took a while to fit.',
    author: 'Grace H.',
    verified_purchase: true,
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    reply: null,
  },
];

describe('product page', () => {
  it('shows the product with breadcrumbs, gallery, details, structured data and related', async () => {
    const related = makeProduct({ name: 'Table Top Frame A4' });
    api.on('GET /api/product/backlit-wall-frame-85x200', () =>
      answer(200, { product: PRODUCT, related: [related] }),
    );
    api.on('GET /api/product/backlit-wall-frame-85x200/reviews', () => answer(200, noReviews));
    const before = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const { user, router } = renderRoute('/product/backlit-wall-frame-85x200');

    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${PRODUCT.name} | Backlit Shop`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Slim aluminium frame. Lights evenly from edge to edge.',
    );

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Shop', '/allproducts'],
      ['Backlit Frames', '/category/BacklitFrames'],
      ['Wall Frames', '/WallFrames'],
    ]);

    expect(screen.getByText('$429.50 USD')).toBeVisible();
    expect(screen.getByText('$499.00 USD').closest('s')).not.toBeNull();
    expect(screen.getAllByText('Out of stock')[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.getByText('BF-WALL-85200')).toBeVisible();
    expect(screen.getByText('Print size 850 × 2000 mm')).toBeVisible();
    expect(screen.getByText('Lights evenly from edge to edge.').tagName).toBe('P');

    const main = screen.getByRole('img', { name: `${PRODUCT.name}, photo 1 of 3` });
    expect(main).toHaveAttribute('src', '/storage/products/main-800.webp');
    expect(main.getAttribute('srcset')).toContain('/storage/products/main-1600.webp 1600w');
    const second = screen.getByRole('button', { name: 'Show photo 2 of 3' });
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: `${PRODUCT.name}, photo 2 of 3` })).toHaveAttribute(
      'src',
      '/storage/products/side-800.webp',
    );

    const script = document.querySelector('script[type="application/ld+json"]');
    const [data, breadcrumbs] = JSON.parse(script?.textContent ?? '[]') as unknown[];
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        ['Home', '/'],
        ['Shop', '/allproducts'],
        ['Backlit Frames', '/category/BacklitFrames'],
        ['Wall Frames', '/WallFrames'],
        [PRODUCT.name, '/product/backlit-wall-frame-85x200'],
      ].map(([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: `${window.location.origin}${path}`,
      })),
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: PRODUCT.name,
      sku: 'BF-WALL-85200',
      description: PRODUCT.description,
      image: [
        `${window.location.origin}/storage/products/main-800.webp`,
        `${window.location.origin}/storage/products/side-800.webp`,
        `${window.location.origin}/storage/products/back-800.webp`,
      ],
      offers: {
        '@type': 'Offer',
        price: '429.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
        url: `${window.location.origin}/product/backlit-wall-frame-85x200`,
      },
    });

    const relatedSection = screen.getByRole('region', { name: 'Related products' });
    // The card's picture and name both open the related product's page.
    const relatedLinks = within(relatedSection).getAllByRole('link', {
      name: 'Table Top Frame A4',
    });
    expect(relatedLinks[0]).toBeVisible();
    for (const link of relatedLinks) expect(link.getAttribute('href')).toMatch(/^\/product\//);

    // Leaving the page puts the shop's own description back.
    await router.navigate('/404');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      before,
    );
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows the rating, the breakdown and the reviews, and puts them in the structured data', async () => {
    const rated = { ...PRODUCT, rating: { average: 4.5, count: 2 } };
    api.on('GET /api/product/backlit-wall-frame-85x200', () =>
      answer(200, { product: rated, related: [] }),
    );
    api.on('GET /api/product/backlit-wall-frame-85x200/reviews', (request) =>
      answer(200, {
        ...noReviews,
        rating: { average: 4.5, count: 2, stars: [0, 0, 0, 1, 1] },
        total: 2,
        reviews:
          new URLSearchParams(request.search).get('sort') === 'lowest'
            ? [REVIEWS[1], REVIEWS[0]]
            : REVIEWS,
      }),
    );
    const { user } = renderRoute('/product/backlit-wall-frame-85x200');
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByText('Even light')).toBeVisible();
    expect(within(section).getAllByText('Verified purchase')).toHaveLength(2);
    expect(within(section).getByText('Thank you, Ada!')).toBeVisible();
    expect(screen.getAllByText('4.5 · 2 reviews').length).toBeGreaterThan(0);

    await user.selectOptions(within(section).getByLabelText('Sort reviews'), 'lowest');
    await waitFor(() =>
      expect(
        api.requestsTo('GET /api/product/backlit-wall-frame-85x200/reviews').at(-1)?.search,
      ).toContain('sort=lowest'),
    );

    const script = document.querySelector('script[type="application/ld+json"]');
    const [data] = JSON.parse(script?.textContent ?? '[]') as Record<string, unknown>[];
    expect(data?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect((data?.review as unknown[]).length).toBe(2);
  });

  it('shows the not-found page for an unknown product', async () => {
    api.on('GET /api/product/nope', () => answer(404, { message: 'Product not found.' }));
    renderRoute('/product/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
