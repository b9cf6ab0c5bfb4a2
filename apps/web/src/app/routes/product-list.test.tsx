import { SHOP_BUSY_MESSAGE } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, makeProduct, productPage, queryOf } from '../../../test/catalog-fixtures';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
});

/** Answers every product list with `count` products of `total`, echoing the asked page. */
function serveProducts(total: number) {
  const handler = (request: Parameters<Parameters<typeof api.on>[1]>[0]) => {
    const { page = '1', per_page = '12' } = queryOf(request);
    const size = Number(per_page);
    const first = (Number(page) - 1) * size;
    const count = Math.max(0, Math.min(size, total - first));
    const products = Array.from({ length: count }, (_, index) =>
      makeProduct({ id: first + index + 1, name: `Frame ${first + index + 1}` }),
    );
    return productPage(products, { total, page: Number(page), per_page: size });
  };
  for (const source of ['all', 'BacklitFrames', 'NewBanners', 'Accessories', 'SpareParts']) {
    api.on(`GET /api/fetchProducts/${source}`, handler);
  }
}

function lastQuery(source: string) {
  const requests = api.requestsTo(`GET /api/fetchProducts/${source}`);
  const last = requests.at(-1);
  if (!last) throw new Error(`no request to ${source}`);
  return queryOf(last);
}

describe('shop product lists', () => {
  it.each([
    ['/allproducts', 'all', {}],
    ['/new-banners', 'NewBanners', {}],
    ['/accessories', 'Accessories', {}],
    ['/spare-parts', 'SpareParts', {}],
    ['/category/BacklitFrames', 'BacklitFrames', {}],
    ['/TableTop', 'all', { sub: 'TableTop' }],
    ['/tabletop', 'all', { sub: 'TableTop' }],
    [
      '/allproducts?page=2&sort=price_desc&q=wall',
      'all',
      { page: '2', sort: 'price_desc', q: 'wall' },
    ],
    [
      '/category/BacklitFrames?sub=WallFrames&sort=latest',
      'BacklitFrames',
      { sub: 'WallFrames', sort: 'latest' },
    ],
    ['/allproducts?sub=FabricPrints', 'all', { sub: 'FabricPrints' }],
    // Malformed parameters fall back to the defaults; an unknown ?sub= is dropped.
    ['/allproducts?page=-3&sort=stars&sub=Nope&q=%20%20', 'all', {}],
    ['/allproducts?sort=rating', 'all', { sort: 'rating' }],
    ['/allproducts?per_page=48', 'all', { per_page: '48' }],
    // Only the sizes offered: anything else is the default.
    ['/allproducts?per_page=7', 'all', {}],
  ])('%s asks for %s with the right query', async (path, source, query) => {
    serveProducts(20);
    renderRoute(path);
    await screen.findByText(/^(Showing \d|\d+ products$)/);
    expect(lastQuery(source)).toEqual({ per_page: '12', ...query });
  });

  it('shows the true count, 12 cards a page and page links', async () => {
    serveProducts(30);
    const { router, user } = renderRoute('/allproducts');
    expect(await screen.findByText('Showing 1–12 of 30 products')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('All products | Backlit Shop'));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    // The cards' h3s come under an h2 of the list's own: on a phone the categories' h2 is not
    // on the page, and an h1 followed by h3s breaks the headings' order.
    const listHeading = screen.getByRole('heading', { level: 2, name: 'Products' });
    expect(
      listHeading.compareDocumentPosition(screen.getAllByRole('article')[0]!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // The name and the picture open the product's page, but a screen reader hears one link: the
    // picture's is hidden from it and out of the tab order. Quick view is a button of its own.
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getAllByRole('link')).toEqual([
      within(card).getByRole('link', { name: 'Frame 1' }),
    ]);
    const links = within(card).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/product/frame-1');
    expect(links[0]).toHaveAttribute('tabindex', '-1');
    expect(within(card).getByRole('button', { name: 'Quick view: Frame 1' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    // Signed out, each card still adds to this browser's cart.
    expect(screen.getByRole('button', { name: 'Add to cart: Frame 1' })).toBeEnabled();
    // Without reviews, no stars and no invented figures.
    expect(screen.getAllByText('No reviews yet')).toHaveLength(12);

    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 25–30 of 30 products')).toBeVisible();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(within(pages).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Showing 13–24 of 30 products')).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');

    // Back and forward replay the URL, and the list follows it.
    await router.navigate(-1);
    expect(await screen.findByText('Showing 25–30 of 30 products')).toBeVisible();
  });

  it('offers 12, 24 and 48 a page, kept in the URL, starting again at page 1', async () => {
    serveProducts(30);
    const { router, user } = renderRoute('/allproducts?page=2');
    await screen.findByText('Showing 13–24 of 30 products');
    const size = screen.getByRole('combobox', { name: 'Products per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['12 a page', '24 a page', '48 a page']);
    await user.selectOptions(size, '48 a page');
    expect(router.state.location.search).toBe('?per_page=48');
    expect(await screen.findByText('30 products')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.selectOptions(size, '12 a page');
    expect(router.state.location.search).toBe('');
  });

  it('keeps the current page on screen while the next one loads', async () => {
    serveProducts(30);
    const { user } = renderRoute('/allproducts');
    await screen.findByText('Showing 1–12 of 30 products');
    let release = () => {};
    api.on(
      'GET /api/fetchProducts/all',
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              productPage([makeProduct({ name: 'Late Frame' })], {
                total: 30,
                page: 2,
                per_page: 12,
              }),
            );
        }),
    );
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByText('Frame 1')).toBeVisible();
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Late Frame')).toBeVisible();
  });

  it('sort, sub-category and search change the URL and start again at page 1', async () => {
    serveProducts(30);
    const { router, user } = renderRoute('/category/BacklitFrames?page=2');
    await screen.findByText('Showing 13–24 of 30 products');

    const sort = screen.getByRole('combobox', { name: 'Sort products' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Featured',
      'Best selling',
      'Top rated',
      'Newest',
      'Price: low to high',
      'Price: high to low',
    ]);
    await user.selectOptions(sort, 'Price: low to high');
    expect(router.state.location.search).toBe('?sort=price_asc');
    await waitFor(() =>
      expect(lastQuery('BacklitFrames')).toEqual({ per_page: '12', sort: 'price_asc' }),
    );

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc&page=2'));
    const sub = screen.getByRole('combobox', { name: 'Sub-category' });
    expect(
      within(sub)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All sub-categories', 'Table Top', 'Wall Frames']);
    await user.selectOptions(sub, 'Wall Frames');
    expect(router.state.location.search).toBe('?sort=price_asc&sub=WallFrames');

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'light box{Enter}');
    expect(router.state.location.search).toBe('?sort=price_asc&sub=WallFrames&q=light+box');
    await waitFor(() =>
      expect(lastQuery('BacklitFrames')).toEqual({
        per_page: '12',
        sort: 'price_asc',
        sub: 'WallFrames',
        q: 'light box',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('?sort=price_asc&sub=WallFrames');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('groups every sub-category on the all-products list', async () => {
    serveProducts(3);
    const { router, user } = renderRoute('/allproducts');
    const sub = await screen.findByRole('combobox', { name: 'Sub-category' });
    expect(
      within(sub)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Backlit Frames', 'New Banners']);
    await user.selectOptions(sub, 'Fabric Prints');
    expect(router.state.location.search).toBe('?sub=FabricPrints');
    await waitFor(() => expect(lastQuery('all')).toEqual({ per_page: '12', sub: 'FabricPrints' }));
  });

  it('on a sub-category page the dropdown moves to the chosen list', async () => {
    serveProducts(3);
    const { router, user } = renderRoute('/TableTop?sort=latest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Table Top' })).toBeVisible();
    const sub = screen.getByRole('combobox', { name: 'Sub-category' });
    expect(sub).toHaveValue('TableTop');
    const panel = screen.getByRole('region', { name: 'Categories' });
    expect(within(panel).getByRole('link', { name: /^Table Top/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.selectOptions(sub, 'Wall Frames');
    expect(router.state.location.pathname).toBe('/WallFrames');
    expect(router.state.location.search).toBe('?sort=latest');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sub-category' }),
      'All sub-categories',
    );
    expect(router.state.location.pathname).toBe('/category/BacklitFrames');
  });

  it('titles a search with its words and count, and clears it with a link', async () => {
    serveProducts(3);
    const { router, user } = renderRoute('/allproducts?q=banenr&sort=latest');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “banenr”' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'All products' })).not.toBeInTheDocument();
    expect(await screen.findByText('3 products found')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Results for “banenr” | Backlit Shop'));
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('?sort=latest');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  });

  it('names the list a search is made in', async () => {
    serveProducts(1);
    renderRoute('/category/BacklitFrames?q=wall');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Results for “wall” in Backlit Frames',
      }),
    ).toBeVisible();
    expect(await screen.findByText('1 product found')).toBeVisible();
  });

  it('says so when nothing matches, and clears the search', async () => {
    api.on('GET /api/fetchProducts/all', (request) =>
      queryOf(request).q ? productPage([]) : productPage([makeProduct({ name: 'Only Frame' })]),
    );
    const { router, user } = renderRoute('/allproducts?q=zebra&page=2');
    expect(await screen.findByText('No products found.')).toBeVisible();
    expect(screen.getByText('No products')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Only Frame')).toBeVisible();
  });

  it('shows the not-found page for an unknown sub-category or category', async () => {
    serveProducts(3);
    renderRoute('/NoSuchThing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(api.requestsTo('GET /api/fetchProducts/all')).toHaveLength(0);
  });

  it('shows the not-found page when the API does not know the category', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /api/getCategory', () => answer(500, { message: 'Server Error' }));
    api.on('GET /api/fetchProducts/Nope', () => answer(404, { message: 'Category not found.' }));
    renderRoute('/category/Nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    log.mockRestore();
  });

  it('says the shop is busy when it answers 503, and shows the products once it is back', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let busy = true;
    api.on('GET /api/fetchProducts/all', () =>
      busy
        ? answer(503, { message: SHOP_BUSY_MESSAGE })
        : productPage([makeProduct({ name: 'Back Again' })]),
    );
    const { user } = renderRoute('/allproducts');
    // After the query's own retries (a busy shop is worth asking again).
    expect(await screen.findByText('Products could not be loaded.')).toBeVisible();
    expect(screen.getByText(SHOP_BUSY_MESSAGE)).toBeVisible();
    expect(api.requestsTo('GET /api/fetchProducts/all')).toHaveLength(3);
    busy = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back Again')).toBeVisible();
    log.mockRestore();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    api.on('GET /api/fetchProducts/all', () =>
      fail ? answer(422, { message: 'Bad' }) : productPage([makeProduct({ name: 'Back Again' })]),
    );
    const { user } = renderRoute('/allproducts');
    expect(await screen.findByText('Products could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back Again')).toBeVisible();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
