import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { HOME_PAGE } from '../../../test/home-fixtures';
import { renderRoute } from '../../../test/render-route';

const PRODUCT = {
  id: 1,
  name: 'MLB Frame 85 × 200',
  slug: 'mlb-frame-85x200',
  image: 'products/mlb-800.webp',
  originalPrice: 349,
  sellingPrice: 399,
};

/** A browser where everything is on screen: the featured section loads at once. */
class VisibleEverywhere {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

describe('home page', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', VisibleEverywhere);
  });

  it('states the shop’s claims without ratings or customer counts', async () => {
    fakeApi();
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 1, name: /5 minutes/ });
    expect(screen.getAllByText(/9\.84 ft/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/USA (&|and) Canada/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Secure payments' })).toBeVisible();
    const hero = heading.closest('section')!;
    expect(within(hero).getByRole('link', { name: /shop all frames/i })).toHaveAttribute(
      'href',
      '/allproducts',
    );
    expect(within(hero).getByRole('link', { name: /print instructions/i })).toHaveAttribute(
      'href',
      '/print-instruction',
    );
    expect(document.body).not.toHaveTextContent(/rating|customers served|happy customers/i);
  });

  it('shows the featured products from the catalog', async () => {
    const api = fakeApi();
    api.on('GET /api/fetchProducts/all', () =>
      answer(200, { product_data: { products: [PRODUCT], total: 1, page: 1, per_page: 4 } }),
    );
    renderRoute('/');
    const section = (await screen.findByRole('heading', { name: 'Featured products' })).closest(
      'section',
    )!;
    const link = await within(section).findByRole('link', { name: PRODUCT.name });
    expect(link).toHaveAttribute('href', '/product/mlb-frame-85x200');
    expect(within(section).getByText('$349.00 USD')).toBeVisible();
    expect(section.querySelector('img')).toHaveAttribute('src', '/storage/products/mlb-800.webp');
    const [request] = api.requestsTo('GET /api/fetchProducts/all');
    expect(new URLSearchParams(request!.search).get('sort')).toBe('popularity');
    expect(new URLSearchParams(request!.search).get('per_page')).toBe('4');
  });

  it('degrades to a link to the shop when the catalog is empty', async () => {
    const api = fakeApi();
    api.on('GET /api/fetchProducts/all', () =>
      answer(200, { product_data: { products: [], total: 0, page: 1, per_page: 4 } }),
    );
    renderRoute('/');
    expect(await screen.findByText('Our best sellers will be listed here soon.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/allproducts',
    );
  });

  it('offers a retry when the catalog fails', async () => {
    const api = fakeApi();
    let calls = 0;
    api.on('GET /api/fetchProducts/all', () => {
      calls += 1;
      return calls === 1
        ? answer(500, { message: 'Server error' })
        : answer(200, { product_data: { products: [PRODUCT], total: 1, page: 1, per_page: 4 } });
    });
    const { user } = renderRoute('/');
    expect(await screen.findByText('Our best sellers could not be loaded just now.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: PRODUCT.name })).toBeVisible();
  });

  it('shows the hero and the products staff saved, in their order, without the best sellers', async () => {
    const api = fakeApi();
    const second = { ...PRODUCT, id: 2, name: 'Counter Frame', slug: 'counter-frame' };
    api.on('GET /api/content/home', () =>
      answer(200, {
        status: 200,
        home: {
          ...HOME_PAGE,
          eyebrow: '',
          heading: 'Spring show season',
          heading_accent: 'is here',
          text: 'Book your frames early.',
          buttons: [{ label: 'Read our guide', href: 'https://guides.example.com/spring' }],
          image: { src: '/storage/content/hero.webp', alt: 'A lit frame at a fair' },
          featured: [second, PRODUCT],
        },
      }),
    );
    renderRoute('/');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Spring show season is here',
    });
    const hero = heading.closest('section')!;
    expect(within(hero).getByText('Book your frames early.')).toBeVisible();
    expect(within(hero).getByRole('link', { name: 'Read our guide' })).toHaveAttribute(
      'href',
      'https://guides.example.com/spring',
    );
    expect(within(hero).queryByRole('link', { name: /shop all frames/i })).toBeNull();
    expect(within(hero).getByRole('img', { name: 'A lit frame at a fair' })).toHaveAttribute(
      'src',
      '/storage/content/hero.webp',
    );

    const section = screen.getByRole('heading', { name: 'Featured products' }).closest('section')!;
    await within(section).findByRole('link', { name: 'Counter Frame' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View all products', 'Counter Frame', PRODUCT.name]);
    expect(api.requestsTo('GET /api/fetchProducts/all')).toEqual([]);
  });

  it('falls back to the shop’s name when the hero cannot be loaded', async () => {
    const api = fakeApi();
    api.on('GET /api/content/home', () => answer(503, { message: 'Down' }));
    api.on('GET /api/fetchProducts/all', () =>
      answer(200, { product_data: { products: [PRODUCT], total: 1, page: 1, per_page: 4 } }),
    );
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backlit Shop' })).toBeVisible();
    expect(await screen.findByRole('link', { name: PRODUCT.name })).toBeVisible();
  });
});
