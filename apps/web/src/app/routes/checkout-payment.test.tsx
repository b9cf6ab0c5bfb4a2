import { PAYMENT_POLL_MS, PAYMENT_RECEIVED_PENDING, type PaymentOutcome } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi, FRAME } from '../../../test/checkout-fixtures';
import { answer, CUSTOMER, signedInAs } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

const FINISHING: PaymentOutcome = {
  payment_order_id: 'DEMO-1',
  state: 'captured',
  settled: false,
  order_id: null,
  tracking_no: null,
  note: null,
};

describe('a payment the shop is still finishing', () => {
  // The page asks again every few seconds: the clock is moved on rather than waited out, and
  // still runs by itself for everything else on the page.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('waits on Order Complete after a 202, asks again, then shows the order', async () => {
    const api = checkoutApi();
    let outcome = FINISHING;
    // The cart keeps its lines until the order exists; the shop's own order then empties it.
    api.on('GET /api/cart', () =>
      answer(200, outcome.settled ? { cart: [], subtotal: 0 } : { cart: [FRAME], subtotal: 498 }),
    );
    api.on('POST /api/place-order', () =>
      answer(202, { message: PAYMENT_RECEIVED_PENDING, payment_order_id: 'DEMO-1' }),
    );
    api.on('GET /api/checkout/payments/DEMO-1', () => answer(200, { payment: outcome }));

    const { user, router } = renderRoute('/checkout');
    await screen.findByRole('heading', { name: 'Billing details' });
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your payment' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/payment/DEMO-1');
    expect(screen.getByText(PAYMENT_RECEIVED_PENDING)).toBeVisible();
    expect(
      screen.getByText('This page updates by itself. There is no need to pay again.'),
    ).toBeVisible();
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('$498.00');
    const steps = screen.getByRole('navigation', { name: 'Checkout progress' });
    expect(within(steps).getByText('Order Complete').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('GET /api/checkout/payments/DEMO-1')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();

    outcome = { ...FINISHING, settled: true, order_id: 9, tracking_no: 'BLS-7K4M2Q' };
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/complete/BLS-7K4M2Q');
    expect(screen.getByTestId('order-number')).toHaveTextContent('BLS-7K4M2Q');
    expect(screen.getByText('A confirmation has been sent to jane@example.com.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/9',
    );
    expect(api.requestsTo('GET /api/checkout/payments/DEMO-1')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
  });

  it('shows a refund the shop made by itself, with why, and stops asking', async () => {
    const api = signedInAs(CUSTOMER);
    const note = 'MLB 85x150 Backlit Frame sold out while you were paying.';
    api.on('GET /api/cart', () => answer(200, { cart: [], subtotal: 0 }));
    api.on('GET /api/checkout/payments/PAY-9', () =>
      answer(200, {
        payment: {
          ...FINISHING,
          payment_order_id: 'PAY-9',
          state: 'refunded',
          settled: true,
          note,
        },
      }),
    );
    renderRoute('/checkout/payment/PAY-9');

    expect(await screen.findByRole('heading', { name: 'Your payment was refunded' })).toBeVisible();
    expect(screen.getByText(/gave your payment back in full/)).toBeVisible();
    expect(screen.getByText(note)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(
      screen.queryByRole('heading', { name: 'Thank you for your payment' }),
    ).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 2);
    expect(api.requestsTo('GET /api/checkout/payments/PAY-9')).toHaveLength(1);
  });

  it('says so when the payment is not the customer’s, without asking again', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () => answer(200, { cart: [], subtotal: 0 }));
    api.on('GET /api/checkout/payments/PAY-X', () =>
      answer(404, { message: 'Payment not found.' }),
    );
    renderRoute('/checkout/payment/PAY-X');

    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your payments' })).toHaveAttribute(
      'href',
      '/dashboard-client/payment-methods',
    );
    expect(api.requestsTo('GET /api/checkout/payments/PAY-X')).toHaveLength(1);
  });
});
