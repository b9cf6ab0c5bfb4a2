import type { WishlistItem } from '@backlit/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, makeProduct, productPage } from '../../../../test/catalog-fixtures';
import { answer, CUSTOMER, fakeApi, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { expectToast } from '../../../../test/toast';

const ITEM: WishlistItem = {
  product_id: 7,
  name: 'Wall Frame 85x200',
  slug: 'wall-frame-85x200',
  image: null,
  price: 249.5,
  stock: 3,
  added_at: '2026-11-20T10:00:00.000Z',
};

describe('wish list', () => {
  it('moves a product to the cart and removes another', async () => {
    const api = signedInAs(CUSTOMER);
    let items = [ITEM, { ...ITEM, product_id: 8, name: 'Banner Stand', slug: 'banner-stand' }];
    api.on('GET /api/account/wishlist', () => answer(200, { items }));
    api.on('GET /api/cart', () => answer(200, { cart: [], subtotal: 0 }));
    api.on('POST /api/account/wishlist/7/move-to-cart', () => {
      items = items.filter((item) => item.product_id !== 7);
      return answer(200, { message: 'Moved to your cart.' });
    });
    api.on('DELETE /api/account/wishlist/8', () => {
      items = items.filter((item) => item.product_id !== 8);
      return answer(200, { message: 'Removed from your wish list.' });
    });
    const { user } = renderRoute('/dashboard-client/wishlist');
    expect(await screen.findByRole('link', { name: 'Wall Frame 85x200' })).toHaveAttribute(
      'href',
      '/product/wall-frame-85x200',
    );
    expect(screen.getAllByText('$249.50')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Move to cart: Wall Frame 85x200' }));
    await waitFor(() => expect(screen.queryByText('Wall Frame 85x200')).toBeNull());
    expect(api.requestsTo('POST /api/account/wishlist/7/move-to-cart')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Banner Stand from wish list' }));
    expect(await screen.findByText('Your wish list is empty')).toBeVisible();
  });

  it('sends a signed-out shopper from the heart to login, and back', async () => {
    const api = fakeApi();
    api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
    api.on('GET /api/fetchProducts/all', () =>
      productPage([makeProduct({ id: 7, name: 'Wall Frame' })]),
    );
    const { user, router } = renderRoute('/allproducts');
    await user.click(await screen.findByRole('button', { name: 'Save to wish list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fallproducts');
    expect(api.requestsTo('POST /api/account/wishlist')).toHaveLength(0);
  });

  it('fills the heart at once, and keeps it filled with a message when a removal is refused', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
    api.on('GET /api/fetchProducts/all', () =>
      productPage([makeProduct({ id: 7, name: 'Wall Frame' })]),
    );
    api.on('GET /api/cart', () => answer(200, { cart: [], subtotal: 0 }));
    let items: WishlistItem[] = [];
    api.on('GET /api/account/wishlist', () => answer(200, { items }));
    api.on('POST /api/account/wishlist', () => {
      items = [{ ...ITEM, name: 'Wall Frame' }];
      return answer(200, { message: 'Added to your wish list.' });
    });
    api.on('DELETE /api/account/wishlist/7', () => answer(500, { message: 'Server Error' }));
    const { user } = renderRoute('/allproducts');
    const heart = await screen.findByRole('button', { name: 'Save to wish list' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.requestsTo('POST /api/account/wishlist')[0]?.body).toEqual({ product_id: 7 });

    await user.click(heart);
    await expectToast('Wall Frame could not be removed from your wish list. Please try again.');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(api.requestsTo('DELETE /api/account/wishlist/7')).toHaveLength(1);
  });
});
