import { CART_MESSAGES, SHOP_BUSY_MESSAGE } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/catalog-fixtures';
import { cartAnswer, makeCartLine } from '../../../../test/cart-fixtures';
import { answer, CUSTOMER, fakeApi, signedInAs, XSRF_TOKEN } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const PRODUCT = makeProduct({
  id: 7,
  name: 'MLB 85x150 Backlit Frame',
  slug: 'mlb-85x150',
  stock: 3,
});

function serveProduct(api: ReturnType<typeof fakeApi>) {
  api.on('GET /api/product/mlb-85x150', () => answer(200, { product: PRODUCT, related: [] }));
}

async function addThree(user: ReturnType<typeof renderRoute>['user']) {
  await screen.findByRole('heading', { level: 1, name: PRODUCT.name });
  const plus = screen.getByRole('button', { name: 'Increase quantity' });
  await user.click(plus);
  await user.click(plus);
  // Stock 3: the stepper stops there.
  expect(plus).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
}

/** The header's cart panel, which every add opens. */
const openPanel = () => screen.findByRole('dialog', { name: 'Your cart' });

describe('add to cart', () => {
  it('opens the cart panel with the added line highlighted, its buttons in view', async () => {
    const api = signedInAs(CUSTOMER);
    serveProduct(api);
    api.on('GET /api/cart', () => cartAnswer([]));
    const { user } = renderRoute('/product/mlb-85x150');
    expect(await screen.findByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();

    api.on('POST /api/add-to-cart', () => {
      api.on('GET /api/cart', () =>
        cartAnswer([
          makeCartLine(2, 1, { name: 'Frame Feet Set', originalPrice: 20 }),
          { ...makeCartLine(1, 3, { name: PRODUCT.name, originalPrice: 100 }), product_id: 7 },
        ]),
      );
      return answer(201, { message: 'Added.', cart_item: makeCartLine(1, 3) });
    });
    await addThree(user);

    const panel = within(await openPanel());
    expect(panel.getByText(CART_MESSAGES.added).closest('[role="status"]')).toHaveTextContent(
      `${CART_MESSAGES.added} ${PRODUCT.name}`,
    );
    const [request] = api.requestsTo('POST /api/add-to-cart');
    expect(request?.body).toEqual({ product_id: 7, product_qty: 3 });
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);

    const added = (await panel.findByText('Just added')).closest('li')!;
    expect(added).toHaveAttribute('data-highlighted', 'true');
    expect(within(added).getByRole('link', { name: PRODUCT.name })).toBeVisible();
    expect(within(added).getByText('3 × $100.00')).toBeVisible();
    const other = panel.getByRole('link', { name: 'Frame Feet Set' }).closest('li')!;
    expect(other).not.toHaveAttribute('data-highlighted');
    // The message sits in the panel's body, never over its buttons.
    expect(panel.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();

    // Closed and opened again, the panel shows the cart alone.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Open cart, 4 items' }));
    const again = within(await openPanel());
    expect(again.queryByText('Just added')).not.toBeInTheDocument();
    expect(again.queryByText(CART_MESSAGES.added)).not.toBeInTheDocument();
  });

  it.each([
    ['another success status', answer(200, { message: 'Updated.' }), CART_MESSAGES.addedOther],
    [
      'a refusal',
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { product_qty: ['Only 3 left in stock.'] },
      }),
      'Only 3 left in stock.',
    ],
    ['a server failure', answer(500, { message: 'Server Error' }), CART_MESSAGES.addFailed],
    ['a busy shop (its database away)', answer(503, { message: 'Busy.' }), SHOP_BUSY_MESSAGE],
  ])('answers %s with the right message in the panel', async (_, reply, message) => {
    const api = signedInAs(CUSTOMER);
    serveProduct(api);
    api.on('GET /api/cart', () => cartAnswer([]));
    api.on('POST /api/add-to-cart', () => reply);
    const { user } = renderRoute('/product/mlb-85x150');
    await addThree(user);
    expect(await within(await openPanel()).findByText(message)).toBeVisible();
  });

  it('says the request failed when the network does', async () => {
    const api = signedInAs(CUSTOMER);
    serveProduct(api);
    api.on('GET /api/cart', () => cartAnswer([]));
    api.on('POST /api/add-to-cart', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderRoute('/product/mlb-85x150');
    await addThree(user);
    const panel = within(await openPanel());
    expect(
      (await panel.findByText(CART_MESSAGES.addFailed)).closest('[role="alert"]'),
    ).toBeVisible();
  });

  it('adds for a signed-out visitor too, to this browser’s cart', async () => {
    const api = fakeApi();
    serveProduct(api);
    api.on('POST /api/add-to-cart', () => answer(201, { message: CART_MESSAGES.added }));
    const { user } = renderRoute('/product/mlb-85x150');
    await addThree(user);
    const panel = within(await openPanel());
    expect((await panel.findByText(CART_MESSAGES.added)).closest('[role="status"]')).toBeVisible();
    const [sent] = api.requestsTo('POST /api/add-to-cart');
    expect(sent!.body).toEqual({ product_id: expect.any(Number), product_qty: 3 });
    expect(sent!.headers.get('X-XSRF-TOKEN')).toBeTruthy();
  });

  it('adds from a card and from the quick view, each opening the panel (the quick view closes)', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/getCategory', () => answer(200, { categories: [] }));
    api.on('GET /api/fetchProducts/all', () =>
      answer(200, { product_data: { products: [PRODUCT], total: 1, page: 1, per_page: 6 } }),
    );
    api.on('GET /api/cart', () => cartAnswer([]));
    api.on('POST /api/add-to-cart', () => answer(201, { message: 'Added.' }));
    const { user } = renderRoute('/allproducts');
    await user.click(await screen.findByRole('button', { name: `Add to cart: ${PRODUCT.name}` }));
    expect(await within(await openPanel()).findByText(CART_MESSAGES.added)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `Quick view: ${PRODUCT.name}` }));
    const dialog = await screen.findByRole('dialog', { name: PRODUCT.name });
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(await openPanel()).findByText(CART_MESSAGES.added)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PRODUCT.name })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('POST /api/add-to-cart').map((request) => request.body)).toEqual([
      { product_id: 7, product_qty: 1 },
      { product_id: 7, product_qty: 2 },
    ]);
  });

  it('offers no Add to cart for a product out of stock', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/product/gone', () =>
      answer(200, { product: makeProduct({ slug: 'gone', stock: 0 }), related: [] }),
    );
    api.on('GET /api/cart', () => cartAnswer([]));
    renderRoute('/product/gone');
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
