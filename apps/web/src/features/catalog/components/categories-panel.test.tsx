import type { PublicCategory } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const CATEGORIES: PublicCategory[] = [
  {
    id: 1,
    name: 'Backlit Frames',
    path: 'BacklitFrames',
    productCount: 5,
    subCategories: [
      { id: 11, nameSubCategory: 'Table Top', path: 'TableTop', productCount: 2 },
      { id: 12, nameSubCategory: 'Wall Frames', path: 'WallFrames', productCount: 3 },
    ],
  },
  { id: 2, name: 'Accessories', path: 'Accessories', productCount: 1, subCategories: [] },
];

/** The shop's categories with ones that hold nothing: a new category and an emptied sub-category. */
const WITH_EMPTY: PublicCategory[] = [
  {
    ...CATEGORIES[0]!,
    subCategories: [
      ...CATEGORIES[0]!.subCategories,
      { id: 13, nameSubCategory: 'Floor Stands', path: 'FloorStands', productCount: 0 },
    ],
  },
  CATEGORIES[1]!,
  { id: 3, name: 'Spare Parts', path: 'SpareParts', productCount: 0, subCategories: [] },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
});

describe('categories panel', () => {
  it('lists only categories and sub-categories with something to buy', async () => {
    api.on('GET /api/getCategory', () => answer(200, { categories: WITH_EMPTY }));
    const { user } = renderRoute('/allproducts');
    const panel = await screen.findByRole('region', { name: 'Categories' });
    const frames = await within(panel).findByRole('button', { name: /backlit frames/i });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Backlit Frames5 products', 'Accessories1 product']);
    expect(within(panel).queryByText(/\(0\)/)).not.toBeInTheDocument();
    await user.click(frames);
    expect(within(panel).queryByRole('link', { name: /Floor Stands/ })).not.toBeInTheDocument();
  });

  it('lists each category with its count and toggles its sub-category links', async () => {
    api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
    const { user } = renderRoute('/allproducts');
    const panel = await screen.findByRole('region', { name: 'Categories' });
    const frames = await within(panel).findByRole('button', { name: /backlit frames/i });
    expect(frames).toHaveAccessibleName('Backlit Frames 5 products');
    expect(within(panel).getByRole('button', { name: /accessories/i })).toHaveAccessibleName(
      'Accessories 1 product',
    );
    expect(frames).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();

    await user.click(frames);
    expect(frames).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All Backlit Frames', '/category/BacklitFrames'],
      ['Table Top(2)', '/TableTop'],
      ['Wall Frames(3)', '/WallFrames'],
    ]);

    await user.click(frames);
    expect(frames).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens and highlights the category being shown', async () => {
    api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
    renderRoute('/category/BacklitFrames');
    const panel = await screen.findByRole('region', { name: 'Categories' });
    const frames = await within(panel).findByRole('button', { name: /backlit frames/i });
    expect(frames).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'All Backlit Frames' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the empty state when there are no categories', async () => {
    api.on('GET /api/getCategory', () => answer(200, { categories: [] }));
    renderRoute('/allproducts');
    const panel = await screen.findByRole('region', { name: 'Categories' });
    expect(await within(panel).findByText('No categories yet.')).toBeVisible();
  });

  it('stays quiet when the categories cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET /api/getCategory', () => answer(404, { message: 'Not found.' }));
    renderRoute('/allproducts');
    const panel = await screen.findByRole('region', { name: 'Categories' });
    expect(await within(panel).findByText('Categories are not available right now.')).toBeVisible();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('the Filter drawer (below 1024 px)', () => {
  it('holds the sort order and the categories, and closes once a category is chosen', async () => {
    api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
    const { user, router } = renderRoute('/allproducts');
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect(within(drawer).getByRole('combobox', { name: 'Sort products' })).toBeVisible();
    const panel = within(drawer).getByRole('region', { name: 'Categories' });
    await user.click(await within(panel).findByRole('button', { name: /backlit frames/i }));
    await user.click(within(panel).getByRole('link', { name: /Wall Frames/ }));
    expect(router.state.location.pathname).toBe('/WallFrames');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Filter and sort' })).not.toBeInTheDocument(),
    );
  });
});
