import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartAnswer, makeCartLine } from '../../../test/cart-fixtures';
import { answer, CUSTOMER, deferred, fakeApi, signedInAs } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

const MLB = makeCartLine(1, 2, {
  name: 'MLB 85x150 Backlit Frame',
  originalPrice: 249.5,
  stock: 5,
});
const FEET = makeCartLine(2, 1, { name: 'Frame Feet Set', originalPrice: 19.99 });

function table() {
  return screen.findByRole('table', { name: 'Items in your cart' });
}

function rowOf(name: string) {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('cart page', () => {
  it('shows the steps, the lines and the cart totals from the server', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB, FEET]));
    api.on('GET /api/checkout/tax-estimate', () => answer(200, { tax: null, region: null }));
    renderRoute('/cart');

    await table();
    await waitFor(() => expect(document.title).toBe('Cart | Backlit Shop'));
    const steps = screen.getByRole('navigation', { name: 'Checkout progress' });
    expect(within(steps).getByText('Shopping Cart').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(steps).getByRole('link', { name: /Checkout/ })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your cart (3 items)');

    const columns = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns).toEqual(['Remove', 'Image', 'Product', 'Price', 'Quantity', 'Subtotal']);
    const mlb = rowOf('MLB 85x150 Backlit Frame');
    expect(mlb.getByText('$249.50')).toBeVisible();
    expect(mlb.getByText('$499.00')).toBeVisible();
    expect(
      mlb.getByRole('status', { name: 'Quantity of MLB 85x150 Backlit Frame' }),
    ).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'MLB 85x150 Backlit Frame' })).toHaveAttribute(
      'href',
      '/product/frame-1',
    );

    const totals = within(screen.getByRole('region', { name: 'Cart totals' }));
    expect(totals.getAllByText('$518.99')).toHaveLength(2);
    expect(await totals.findByText('Choose where you are billed')).toBeVisible();
    expect(totals.getByText('$0.00')).toBeVisible();
    expect(totals.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    // The header's badge counts the items.
    expect(await screen.findByRole('button', { name: 'Open cart, 3 items' })).toBeVisible();
  });

  it('estimates the tax for the saved region, or the one picked', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB, FEET]));
    const estimate = (country: string, state: string, rate: string, amount: number) => ({
      country,
      state,
      lines: [{ name: country === 'CA' ? 'HST' : 'Sales tax', rate, amount }],
      total: amount,
      lines_with_rush: [],
      total_with_rush: 0,
    });
    api.on('GET /api/checkout/tax-estimate', (request) => {
      const tax = request.search.includes('state=ON')
        ? estimate('CA', 'ON', '13', 67.47)
        : estimate('US', 'GA', '4', 20.76);
      return answer(200, { tax, region: { country: tax.country, state: tax.state } });
    });
    const { user } = renderRoute('/cart');
    await table();
    const totals = within(screen.getByRole('region', { name: 'Cart totals' }));
    expect(await totals.findByText('Sales tax 4%')).toBeVisible();
    expect(totals.getByText('$539.75')).toBeVisible();
    await user.selectOptions(totals.getByLabelText('Estimate for'), 'CA-ON');
    expect(await totals.findByText('HST 13%')).toBeVisible();
    expect(totals.getByText('$586.46')).toBeVisible();
  });

  it('quotes shipping to the saved region even where no sales tax is collected there', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB, FEET]));
    // Ontario collects no tax in this shop's table: no estimate, but the region is known.
    api.on('GET /api/checkout/tax-estimate', () =>
      answer(200, { tax: null, region: { country: 'CA', state: 'ON' } }),
    );
    api.on('POST /api/shipping/quote', () =>
      answer(200, {
        zone: { id: 1, name: 'Canada' },
        weight_g: 4200,
        oversized: false,
        production_days: 1,
        methods: [
          {
            id: 2,
            name: 'Ground',
            price: 14.95,
            transit_days_min: 3,
            transit_days_max: 5,
            delivery_from: '2026-12-03',
            delivery_to: '2026-12-07',
          },
        ],
      }),
    );
    renderRoute('/cart');
    await table();
    const totals = within(screen.getByRole('region', { name: 'Cart totals' }));
    expect(await totals.findByText('Estimate: Ground to ON')).toBeVisible();
    expect(totals.getByText('$14.95')).toBeVisible();
    expect(totals.getByText('No sales tax charged there')).toBeVisible();
    expect(totals.queryByText('Calculated at checkout')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/shipping/quote')[0]?.body).toMatchObject({
      country: 'CA',
      region: 'ON',
    });
  });

  it('applies − and + at once and rolls a refused change back with the reason', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB, FEET]));
    const refusal = deferred<ReturnType<typeof answer>>();
    api.on('PUT /api/cart-updatequantity/1/inc', () => refusal.promise);
    const { user } = renderRoute('/cart');
    await table();

    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of MLB 85x150 Backlit Frame' }),
    );
    // Shown before the server answers.
    const mlb = rowOf('MLB 85x150 Backlit Frame');
    expect(mlb.getByRole('status', { name: /Quantity of/ })).toHaveTextContent('3');
    expect(mlb.getByText('$748.50')).toBeVisible();

    refusal.resolve(
      answer(422, {
        message: 'Only 2 left in stock.',
        validation_errors: { product_qty: ['Only 2 left in stock.'] },
      }),
    );
    expect(await screen.findByText('Only 2 left in stock.')).toBeVisible();
    expect(mlb.getByRole('status', { name: /Quantity of/ })).toHaveTextContent('2');
    expect(mlb.getByText('$499.00')).toBeVisible();
    expect(
      api.requestsTo('PUT /api/cart-updatequantity/1/inc')[0]?.headers.get('X-XSRF-TOKEN'),
    ).toBeTruthy();

    // A decrease the server accepts stays, and the cart is read again afterwards.
    api.on('PUT /api/cart-updatequantity/2/dec', () =>
      answer(200, { message: 'Updated.', product_qty: 0 }),
    );
    api.on('GET /api/cart', () => cartAnswer([MLB]));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Frame Feet Set' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Frame Feet Set' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();
  });

  it("says 'Removing' while removing, drops the row on 200 and reverts on 404", async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB, FEET]));
    const removal = deferred<ReturnType<typeof answer>>();
    api.on('DELETE /api/delete-cartitem/2', () => removal.promise);
    api.on('DELETE /api/delete-cartitem/1', () => answer(404, { message: 'Cart item not found.' }));
    const { user } = renderRoute('/cart');
    await table();

    await user.click(screen.getByRole('button', { name: 'Remove Frame Feet Set from cart' }));
    expect(rowOf('Frame Feet Set').getByText('Removing')).toBeVisible();
    api.on('GET /api/cart', () => cartAnswer([MLB]));
    removal.resolve(answer(200, { message: 'Cart item removed.' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Frame Feet Set' })).not.toBeInTheDocument(),
    );

    await user.click(
      screen.getByRole('button', { name: 'Remove MLB 85x150 Backlit Frame from cart' }),
    );
    expect(await screen.findByText(/MLB 85x150 Backlit Frame could not be removed/)).toBeVisible();
    const mlb = rowOf('MLB 85x150 Backlit Frame');
    expect(mlb.queryByText('Removing')).not.toBeInTheDocument();
    expect(
      mlb.getByRole('button', { name: 'Remove MLB 85x150 Backlit Frame from cart' }),
    ).toBeEnabled();
  });

  it('says why a removal was refused for changing the cart too fast', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB]));
    api.on('DELETE /api/delete-cartitem/1', () =>
      answer(429, {
        message: 'You are changing your cart very quickly. Please try again in 40 seconds.',
      }),
    );
    const { user } = renderRoute('/cart');
    await table();
    await user.click(
      screen.getByRole('button', { name: 'Remove MLB 85x150 Backlit Frame from cart' }),
    );
    expect(
      await screen.findByText(
        'MLB 85x150 Backlit Frame could not be removed. You are changing your cart very quickly. Please try again in 40 seconds.',
      ),
    ).toBeVisible();
  });

  it('marks a deleted or sold-out line unavailable, leaves it out of the total and closes checkout until it is removed', async () => {
    const api = signedInAs(CUSTOMER);
    const soldOut = makeCartLine(4, 2, { name: 'Sold Out Frame', originalPrice: 300, stock: 0 });
    let lines = [makeCartLine(3, 1, null), soldOut, FEET];
    api.on('GET /api/cart', () => cartAnswer(lines));
    for (const id of [3, 4]) {
      api.on(`DELETE /api/delete-cartitem/${id}`, () => {
        lines = lines.filter((line) => line.id !== id);
        return answer(200, { message: 'Product removed from cart.' });
      });
    }
    const { user } = renderRoute('/cart');
    await table();

    expect(screen.getByText('Product information is not available.')).toBeVisible();
    expect(screen.getByText(/No longer sold: not in the total/)).toBeVisible();
    const soldOutRow = rowOf('Sold Out Frame');
    expect(soldOutRow.getByText(/Sold out: not in the total/)).toBeVisible();
    expect(soldOutRow.getByText('Not charged')).toBeInTheDocument();
    expect(soldOutRow.queryByText('$600.00')).not.toBeInTheDocument();
    expect(
      soldOutRow.queryByRole('button', { name: 'Increase quantity of Sold Out Frame' }),
    ).not.toBeInTheDocument();

    const totals = within(screen.getByRole('region', { name: 'Cart totals' }));
    expect(totals.getAllByText('$19.99')).toHaveLength(2);
    expect(totals.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
    const proceed = totals.getByRole('button', { name: 'Proceed to checkout' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription('Remove the unavailable items to check out.');

    await user.click(
      screen.getByRole('button', { name: 'Remove the unavailable product from cart' }),
    );
    await user.click(soldOutRow.getByRole('button', { name: 'Remove Sold Out Frame from cart' }));
    expect(await totals.findByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('never offers checkout for a cart holding nothing that can be bought', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([makeCartLine(3, 1, null)]));
    renderRoute('/cart');
    await table();
    const totals = within(screen.getByRole('region', { name: 'Cart totals' }));
    expect(totals.getByRole('button', { name: 'Proceed to checkout' })).toHaveAccessibleDescription(
      /Nothing in your cart can be bought right now/,
    );
  });

  it('shows stacked cards on a phone', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB]));
    const happyDom = (
      window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }
    ).happyDOM;
    const width = window.innerWidth;
    happyDom.setViewport({ width: 390 });
    try {
      renderRoute('/cart');
      const list = await screen.findByRole('list', { name: 'Items in your cart' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(
        within(list).getByRole('button', {
          name: 'Increase quantity of MLB 85x150 Backlit Frame',
        }),
      ).toBeVisible();
    } finally {
      happyDom.setViewport({ width });
    }
  });

  it('leads an empty cart back to the shop', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([]));
    renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/allproducts',
    );
  });

  it('shows a signed-out visitor this browser’s cart, checkout open to guests', async () => {
    const api = fakeApi();
    api.on('GET /api/cart', () => cartAnswer([MLB]));
    api.on('GET /api/checkout/tax-estimate', () => answer(200, { tax: null, region: null }));
    renderRoute('/cart');
    expect(await within(await table()).findByText(MLB.product!.name)).toBeVisible();
    const totals = screen.getByRole('region', { name: 'Cart totals' });
    expect(within(totals).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(within(totals).getByText(/No account needed to pay/)).toBeVisible();
    expect(within(totals).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
  });

  it('shows what did not fit when the signed-out cart joined the account’s, until dismissed', async () => {
    sessionStorage.setItem(
      'cart_merge_notice',
      'We added the cart you filled before signing in to your account’s cart, but not all of it fitted.',
    );
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB]));
    const { user } = renderRoute('/cart');
    expect(await screen.findByText(/not all of it fitted/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/not all of it fitted/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('cart_merge_notice')).toBeNull();
  });
});

describe('the cart planned for a show or a date', () => {
  afterEach(() => localStorage.clear());

  const planned = (verdict: 'in_time' | 'too_late', id: number, name: string) => ({
    method_id: id,
    method: name,
    transit_days_min: 1,
    transit_days_max: 5,
    price: id === 1 ? 0 : 69.95,
    order_by: verdict === 'too_late' ? '2027-01-04' : '2027-01-08',
    artwork_by: '2027-01-08',
    approve_by: '2027-01-11',
    ship_by: '2027-01-13',
    ships_on: '2027-01-12',
    delivery_from: '2027-01-14',
    delivery_to: '2027-01-19',
    spare_days: verdict === 'in_time' ? 2 : -1,
    verdict,
  });

  it("plans the whole cart for the date this browser chose, with the server's verdicts", async () => {
    localStorage.setItem(
      'backlit:show-plan',
      JSON.stringify({ kind: 'date', date: '2027-01-18', country: 'US', region: 'GA' }),
    );
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => cartAnswer([MLB, FEET]));
    api.on('GET /api/checkout/tax-estimate', () => answer(200, { tax: null, region: null }));
    api.on('GET /api/trade-shows', () =>
      answer(200, {
        clock: { order_day: '2026-12-01', order_cutoff: '12:00', time_zone: 'America/New_York' },
        shows: [],
      }),
    );
    api.on('POST /api/checkout/show-plan', () =>
      answer(200, {
        clock: { order_day: '2026-12-01', order_cutoff: '12:00', time_zone: 'America/New_York' },
        show: null,
        target: '2027-01-18',
        printed: true,
        plans: {
          standard: [planned('too_late', 1, 'Ground'), planned('in_time', 2, '2-Day')],
          rush: [planned('in_time', 1, 'Ground'), planned('in_time', 2, '2-Day')],
        },
        best: { standard: 2, rush: 1 },
      }),
    );
    renderRoute('/cart');

    const box = await screen.findByRole('region', { name: 'Need it for a show?' });
    expect(await within(box).findByText(/To have your cart in Georgia by/)).toBeVisible();
    const methods = within(box).getAllByRole('listitem');
    expect(methods.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ground.*free.*Too late/),
      expect.stringMatching(/^2-Day.*\$69\.95.*In time/),
    ]);
    expect(api.requestsTo('POST /api/checkout/show-plan')[0]?.body).toEqual({
      country: 'US',
      region: 'GA',
      plan_date: '2027-01-18',
    });
  });
});
