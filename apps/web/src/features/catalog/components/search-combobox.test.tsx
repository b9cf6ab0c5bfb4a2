import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, makeProduct, productPage, queryOf } from '../../../../test/catalog-fixtures';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const BANNER = makeProduct({
  name: 'Roll-Up Banner Stand',
  slug: 'roll-up-banner-stand',
  sku: 'RB-1',
  originalPrice: 149.5,
});
const PRINT = makeProduct({ name: 'Banner Print 85 × 200', slug: 'banner-print', sku: 'BP-2' });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
  api.on('GET /api/fetchProducts/all', () => productPage([makeProduct({ name: 'Any Frame' })]));
  api.on('GET /api/search-suggestions', (request) =>
    queryOf(request).q === 'banenr'
      ? answer(200, {
          products: [BANNER, PRINT].map(
            ({ id, name, slug, sku, image, sellingPrice, originalPrice }) => ({
              id,
              name,
              slug,
              sku,
              image,
              sellingPrice,
              originalPrice,
            }),
          ),
          categories: [
            { name: 'Fabric Prints', parent: 'New Banners', url: '/FabricPrints', productCount: 2 },
          ],
          total: 5,
        })
      : answer(200, { products: [], categories: [], total: 0 }),
  );
});

/** Focuses the header's search field, which the combobox then replaces. */
async function openSearch() {
  const view = renderRoute('/allproducts');
  await view.user.click(await screen.findByRole('searchbox', { name: 'Search the shop' }));
  const box = await screen.findByRole('combobox', { name: 'Search the shop' });
  await waitFor(() => expect(box).toHaveFocus());
  return { ...view, box };
}

const options = () =>
  within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');

describe('the header search', () => {
  it('is a plain search form that goes to the results page until it is used', async () => {
    renderRoute('/allproducts');
    const field = await screen.findByRole('searchbox', { name: 'Search the shop' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field.closest('form')).toHaveAttribute('action', '/allproducts');
    expect(api.requestsTo('GET /api/search-suggestions')).toEqual([]);
  });

  it('suggests products with price and categories as one types', async () => {
    const { user, box } = await openSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(box, 'banenr');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(options().map((option) => option.textContent)).toEqual([
      'Roll-Up Banner StandRB-1$149.50',
      expect.stringContaining('Banner Print 85 × 200'),
      'Fabric Prints in New Banners2',
      'See all 5 results for “banenr”',
    ]);
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeVisible();
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('5 products found');
  });

  it('moves through the suggestions with the arrows, the focus staying in the box', async () => {
    const { user, box } = await openSearch();
    await user.type(box, 'banenr');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const [first, second, , all] = options();
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last: "See all results".
    expect(box).toHaveAttribute('aria-activedescendant', all!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(box).toHaveFocus();
  });

  it('opens the chosen suggestion with Enter', async () => {
    const { user, box, router } = await openSearch();
    await user.type(box, 'banenr');
    await waitFor(() => expect(options()).toHaveLength(4));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/roll-up-banner-stand'),
    );
  });

  it('goes to the results page with Enter when no suggestion is chosen', async () => {
    const { user, box, router } = await openSearch();
    await user.type(box, 'banenr{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/allproducts'));
    expect(router.state.location.search).toBe('?q=banenr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “banenr”' }),
    ).toBeVisible();
  });

  it('closes the list with Escape, then clears the box', async () => {
    const { user, box } = await openSearch();
    await user.type(box, 'banenr');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(document.getElementById(box.getAttribute('aria-controls')!)).not.toBeVisible();
    expect(box).toHaveValue('banenr');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    // Down opens the list again once there is something to show.
    await user.type(box, 'banenr');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  });

  it('chooses a category with the mouse', async () => {
    const { user, box, router } = await openSearch();
    await user.type(box, 'banenr');
    await waitFor(() => expect(options()).toHaveLength(4));
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    await user.click(within(listbox).getByRole('option', { name: /Fabric Prints/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/FabricPrints'));
  });

  it('opens from the icon on a phone and closes with Escape, back to the icon', async () => {
    const { user } = renderRoute('/allproducts');
    const header = await screen.findByRole('banner');
    const icon = await within(header).findByRole('button', { name: 'Open search' });
    expect(icon).toHaveAttribute('aria-expanded', 'false');
    await user.click(icon);
    const box = await screen.findByRole('combobox', { name: 'Search the shop' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(icon).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search the shop' })).not.toBeInTheDocument();
    expect(icon).toHaveFocus();
  });
});
