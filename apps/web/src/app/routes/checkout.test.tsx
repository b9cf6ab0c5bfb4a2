import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCartLine } from '../../../test/cart-fixtures';
import { checkoutApi, FRAME, SUMMARY } from '../../../test/checkout-fixtures';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

async function openCheckout(api = checkoutApi()) {
  const view = renderRoute('/checkout');
  await screen.findByRole('heading', { name: 'Billing details' });
  return { ...view, api };
}

describe('checkout page', () => {
  it('shows the steps, the pre-filled billing details and the server’s totals', async () => {
    await openCheckout();
    const steps = screen.getByRole('navigation', { name: 'Checkout progress' });
    expect(within(steps).getByText('Checkout').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');
    expect(screen.getByRole('button', { name: /^Country \/ Region/ })).toHaveTextContent(
      'United States',
    );
    expect(screen.getByLabelText(/^State/)).toHaveValue('GA');
    const review = within(screen.getByRole('region', { name: 'Order review' }));
    expect(review.getByText('Subtotal').nextSibling).toHaveTextContent('$498.00');
    expect(review.getByText('Total').nextSibling).toHaveTextContent('$498.00');
    expect(review.getByText('2-Day Rush (+$124.50)')).toBeVisible();
    expect(screen.getByRole('button', { name: /Pay now · \$498\.00/ })).toBeVisible();
  });

  it('adds the 2-Day Rush fee to the total when ticked', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('checkbox', { name: /2-Day Rush/ }));
    expect(screen.getByRole('button', { name: /Pay now · \$622\.50/ })).toBeVisible();
  });

  it('blocks paying until the form is right, with a message next to each field', async () => {
    const { user, api } = await openCheckout();
    await user.clear(screen.getByLabelText(/^First name/));
    await user.clear(screen.getByLabelText(/^ZIP code/));
    await user.type(screen.getByLabelText(/^ZIP code/), 'ABC');
    await user.click(screen.getByRole('button', { name: /Pay now/ }));

    expect(await screen.findByText('The first name is required.')).toBeVisible();
    expect(screen.getByText('Enter a valid ZIP code, e.g. 30318 or 30318-1234.')).toBeVisible();
    expect(
      screen.getByText('Please accept the terms and conditions to place your order.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/checkout/payment')).toHaveLength(0);
  });

  it('finds Canada from the keyboard and then asks for a province and a postal code', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: /^Country \/ Region/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'cana');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Country \/ Region/ })).toHaveTextContent('Canada');
    const province = screen.getByLabelText(/^Province/);
    expect(within(province).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Postal code/)).toBeVisible();
  });

  it('offers only the countries the shop ships to, with their flags', async () => {
    const api = checkoutApi();
    api.on('GET /api/shipping-countries', () => answer(200, { countries: ['US', 'CA'] }));
    const { user } = await openCheckout(api);
    await user.click(screen.getByRole('button', { name: /^Country \/ Region/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'United StatesUS · +1',
      'CanadaCA · +1',
    ]);
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/us/));
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'france');
    expect(within(screen.getByRole('listbox')).queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('We ship only to the USA and Canada.')).toBeVisible();
  });

  it('follows the settings when staff ship to fewer countries', async () => {
    const api = checkoutApi();
    api.on('GET /api/shipping-countries', () => answer(200, { countries: ['US'] }));
    const { user } = await openCheckout(api);
    expect(await screen.findByText('We ship only to the USA.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Country \/ Region/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
  });

  it('pays with the test provider and shows Order Complete with the number', async () => {
    const api = checkoutApi();
    let placed = false;
    api.on('GET /api/cart', () =>
      answer(200, placed ? { cart: [], subtotal: 0 } : { cart: [FRAME], subtotal: 498 }),
    );
    api.on('POST /api/place-order', () => {
      placed = true;
      return answer(200, {
        message: 'Order placed successfully',
        tracking_no: 'BLS-7K4M2Q',
        order_id: 9,
      });
    });
    const { user, router } = await openCheckout(api);
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /2-Day Rush/ }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('checkbox', { name: /promotions/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your order' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Test payment — no money is taken' }),
    );

    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/complete/BLS-7K4M2Q');
    expect(screen.getByTestId('order-number')).toHaveTextContent('BLS-7K4M2Q');
    expect(screen.getByText('A confirmation has been sent to jane@example.com.')).toBeVisible();
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('$622.50');
    expect(screen.getByRole('link', { name: /Print instructions/ })).toHaveAttribute(
      'href',
      '/print-instruction',
    );
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/9',
    );
    // The cart was emptied with the order: the header's badge says so.
    expect(await screen.findByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();

    const [payment] = api.requestsTo('POST /api/checkout/payment');
    expect(payment?.body).toEqual({
      rush: true,
      country: 'US',
      state: 'GA',
    });
    const [order] = api.requestsTo('POST /api/place-order');
    expect(order?.body).toMatchObject({
      firstname: 'Jane',
      country: 'US',
      state_contry: 'GA',
      zip: '30318',
      rush: true,
      terms: true,
      promotions: true,
      payment_order_id: 'DEMO-1',
    });
  });

  it('shows the server’s field errors and keeps what was typed', async () => {
    const { user, api } = await openCheckout();
    api.on('POST /api/place-order', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { phone: ['The phone may only contain digits, spaces and + ( ) - .'] },
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));
    expect(
      await screen.findByText('The phone may only contain digits, spaces and + ( ) - .'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');
  });

  it('says so when stock ran out during payment and the payment was refunded', async () => {
    const { user, api } = await openCheckout();
    const message =
      'Sorry, MLB 85x150 Backlit Frame sold out while you were paying. Your payment has been refunded in full.';
    api.on('POST /api/place-order', () => answer(409, { message, refunded: true }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() => expect(api.requestsTo('GET /api/checkout').length).toBeGreaterThan(1));
  });

  it('focuses the first field the server refused once the payment dialog has closed', async () => {
    const { user, api } = await openCheckout();
    api.on('POST /api/place-order', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: {
          email: ['The email must be a valid e-mail address.'],
          city: ['The town / city is required.'],
        },
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));

    const city = screen.getByLabelText(/^Town \/ City/);
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('The town / city is required.');
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      'The email must be a valid e-mail address.',
    );
  });

  it('shows Order Complete for the order a repeated payment already made', async () => {
    const { user, api, router } = await openCheckout();
    api.on('POST /api/place-order', () =>
      answer(409, {
        message: 'This payment has already been used for order BLS-7K4M2Q.',
        tracking_no: 'BLS-7K4M2Q',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));

    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/complete/BLS-7K4M2Q');
    expect(screen.getByTestId('order-number')).toHaveTextContent('BLS-7K4M2Q');
    expect(screen.getByText('A confirmation has been sent to your e-mail address.')).toBeVisible();
  });

  it('says why a payment was refused and keeps the dialog’s form values', async () => {
    const { user, api } = await openCheckout();
    api.on('POST /api/place-order', () =>
      answer(402, { message: 'The payment was not approved. Nothing was charged.' }),
    );
    await user.type(screen.getByLabelText(/^Order notes/), 'Deliver to hall B.');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));

    expect(
      await screen.findByText('The payment was not approved. Nothing was charged.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Order notes/)).toHaveValue('Deliver to hall B.');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  });

  it('says when the shop cannot be reached while paying', async () => {
    const { user, api } = await openCheckout();
    api.on('POST /api/checkout/payment', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));

    expect(
      await screen.findByText('We could not reach the shop. Check your connection and try again.'),
    ).toBeVisible();
    expect(api.requestsTo('POST /api/place-order')).toHaveLength(0);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');
  });

  it('lets a visitor pay without an account, then offers to save the details with a password', async () => {
    const api = fakeApi();
    const blank = Object.fromEntries(Object.keys(SUMMARY.billing).map((key) => [key, '']));
    api.on('GET /api/checkout', () => answer(200, { ...SUMMARY, billing: blank }));
    api.on('GET /api/cart', () => answer(200, { cart: [FRAME], subtotal: 498 }));
    api.on('POST /api/checkout/payment', () =>
      answer(200, { provider: 'demo', order_id: 'DEMO-9', amount: '498.00', currency: 'USD' }),
    );
    const LINK = `/order/${'t'.repeat(43)}`;
    api.on('POST /api/place-order', () =>
      answer(200, {
        message: 'Order placed successfully',
        tracking_no: 'BLS-7K4M2Q',
        order_id: 9,
        order_link: LINK,
      }),
    );
    const { user, router } = renderRoute('/checkout');
    await screen.findByRole('heading', { name: 'Billing details' });
    expect(screen.getByText('No account needed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
    // The e-mail comes first, and says what it is for.
    const email = screen.getByLabelText(/^Email address/);
    expect(screen.getAllByRole('textbox')[0]).toBe(email);
    expect(email).toHaveAccessibleDescription(/private link to your order/);

    for (const [label, value] of [
      [/^Email address/, 'ada@example.com'],
      [/^First name/, 'Ada'],
      [/^Last name/, 'Lovelace'],
      [/^Street address/, '1455 Northside Dr NW'],
      [/^Town \/ City/, 'Atlanta'],
      [/^Phone/, '+1 404-555-0134'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: /^Country \/ Region/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'united st');
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByLabelText(/^State/), 'GA');
    await user.type(screen.getByLabelText(/^ZIP code/), '30318');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your order' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Test payment — no money is taken' }),
    );

    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', LINK);
    const save = within(
      screen.getByRole('region', { name: 'Save your details: choose a password' }),
    );
    api.on('POST /api/register', () =>
      answer(200, { message: 'Registered.', token: 'x', username: 'ada', role_as: 0 }),
    );
    api.on('GET /api/account/orders/9', () => answer(404, {}));
    await user.type(save.getByLabelText(/^Choose a password/), 'copper lantern drifts north 47');
    await user.click(save.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-client/orders/9'));
    expect(api.requestsTo('POST /api/register')[0]?.body).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      password: 'copper lantern drifts north 47',
      phone: '+1 404-555-0134',
      address: '1455 Northside Dr NW',
      city: 'Atlanta',
      state: 'GA',
      codepostal: '30318',
      country: 'US',
    });
  });

  it('offers the shop when the cart is empty', async () => {
    checkoutApi({ ...SUMMARY, lines: [], subtotal: 0, total: 0, total_with_rush: 0 });
    renderRoute('/checkout');
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/allproducts',
    );
  });

  it('never offers to pay while the cart holds a product that was deleted or sold out', async () => {
    const gone = makeCartLine(7, 1, null);
    const soldOut = makeCartLine(8, 2, { name: 'Sold Out Frame', stock: 0 });
    for (const lines of [[gone], [FRAME, soldOut]]) {
      const subtotal = lines.includes(FRAME) ? 498 : 0;
      checkoutApi({ ...SUMMARY, lines, subtotal, total: subtotal, rush_fee: subtotal && 124.5 });
      const { unmount } = renderRoute('/checkout');
      expect(
        await screen.findByText('Your cart holds items that can no longer be bought.'),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Review your cart' })).toHaveAttribute(
        'href',
        '/cart',
      );
      expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
      unmount();
    }
  });
});
