import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartAnswer, makeCartLine } from '../../../test/cart-fixtures';
import { CATEGORIES, makeProduct, productPage } from '../../../test/catalog-fixtures';
import { answer, CUSTOMER, fakeApi, signedInAs } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

const FRAMES = [makeProduct({ id: 1, name: 'Frame 1' }), makeProduct({ id: 2, name: 'Frame 2' })];

function serveCatalogue(api: ReturnType<typeof fakeApi>) {
  api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
  api.on('GET /api/fetchProducts/all', () => productPage(FRAMES));
}

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('article')!);

describe('trade prices on the storefront', () => {
  beforeEach(() => localStorage.clear());

  it("shows a member their price over the list price on the list's cards, asked in one request", async () => {
    const api = signedInAs(CUSTOMER);
    serveCatalogue(api);
    api.on('POST /api/trade-prices', () =>
      answer(200, { prices: [{ product_id: 1, price: 87.5, list_price: 100, rule: 'percent' }] }),
    );
    renderRoute('/allproducts');

    const member = await card('Frame 1');
    expect(await member.findByText('Trade price')).toBeVisible();
    expect(member.getByText('$87.50 USD')).toBeVisible();
    expect(member.getByText('$100.00 USD', { selector: 's' })).toBeVisible();
    // Frame 2 has no trade price: the list price, alone.
    const other = await card('Frame 2');
    expect(other.getByText('$100.00 USD')).toBeVisible();
    expect(other.queryByText('Trade price')).toBeNull();
    expect(api.requestsTo('POST /api/trade-prices').map((request) => request.body)).toEqual([
      { product_ids: [1, 2] },
    ]);
  });

  it('asks nothing for a visitor who is not signed in: list prices', async () => {
    const api = fakeApi();
    serveCatalogue(api);
    renderRoute('/allproducts');

    expect((await card('Frame 1')).getByText('$100.00 USD')).toBeVisible();
    expect(screen.queryByText('Trade price')).toBeNull();
    expect(api.requestsTo('POST /api/trade-prices')).toEqual([]);
  });

  it("shows a cart line's trade price with the list price struck through", async () => {
    const api = signedInAs(CUSTOMER);
    const line = makeCartLine(1, 5, {
      name: 'MLB 85x150 Backlit Frame',
      originalPrice: 157.42,
      trade: { list_price: 199.9, rule: 'tier' },
    });
    api.on('GET /api/cart', () => cartAnswer([line]));
    api.on('GET /api/checkout/tax-estimate', () => answer(200, { tax: null, region: null }));
    renderRoute('/cart');

    const table = await screen.findByRole('table', { name: 'Items in your cart' });
    const row = within(
      within(table).getByRole('link', { name: 'MLB 85x150 Backlit Frame' }).closest('tr')!,
    );
    expect(row.getByText('Trade price')).toBeVisible();
    expect(row.getByText('$157.42')).toBeVisible();
    expect(row.getByText('$199.90', { selector: 's' })).toBeVisible();
    await waitFor(() => expect(row.getByText('$787.10')).toBeVisible());
  });
});
