import type { MethodPlanView } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutApi } from '../../../test/checkout-fixtures';
import { answer } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

// Checkout planned for a date kept by the product pages: the server's verdicts beside each
// method, the cheapest in time taken, and a plain confirmation before paying for a late one.

const KEY = 'backlit:show-plan';

const method = (id: number, name: string, price: number) => ({
  id,
  name,
  price,
  transit_days_min: 1,
  transit_days_max: 5,
  delivery_from: '2027-01-10',
  delivery_to: '2027-01-12',
});

const plan = (
  id: number,
  name: string,
  price: number,
  verdict: MethodPlanView['verdict'],
): MethodPlanView => ({
  method_id: id,
  method: name,
  transit_days_min: 1,
  transit_days_max: 5,
  price,
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

function plannedApi(onlyRush = false) {
  const api = checkoutApi();
  api.on('GET /api/checkout/tax-estimate', () => answer(200, { tax: null, region: null }));
  api.on('POST /api/shipping/quote', () =>
    answer(200, {
      zone: { id: 1, name: 'South' },
      weight_g: 4200,
      oversized: false,
      production_days: 5,
      methods: [method(1, 'Ground', 0), method(2, '2-Day', 69.95)],
    }),
  );
  api.on('POST /api/checkout/show-plan', () =>
    answer(200, {
      clock: { order_day: '2026-12-01', order_cutoff: '12:00', time_zone: 'America/New_York' },
      show: null,
      target: '2027-01-18',
      printed: true,
      plans: {
        standard: [
          plan(1, 'Ground', 0, 'too_late'),
          plan(2, '2-Day', 69.95, onlyRush ? 'too_late' : 'in_time'),
        ],
        rush: [plan(1, 'Ground', 0, 'in_time'), plan(2, '2-Day', 69.95, 'in_time')],
      },
      best: { standard: onlyRush ? null : 2, rush: 1 },
    }),
  );
  api.on('POST /api/place-order', () =>
    answer(200, { message: 'Order placed successfully', tracking_no: 'BLS-7K4M2Q', order_id: 9 }),
  );
  return api;
}

afterEach(() => localStorage.clear());

describe('checkout planned for a date', () => {
  it('marks each method, takes the cheapest in time, and asks before paying for a late one', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ kind: 'date', date: '2027-01-18', country: 'US', region: 'GA' }),
    );
    const api = plannedApi();
    const { user } = renderRoute('/checkout');
    const methods = await screen.findByRole('group', { name: 'Shipping method' });

    // Ground (free) is too late; 2-Day is the cheapest in time and is taken.
    const twoDay = await within(methods).findByRole('radio', { name: /^2-Day, \$69\.95.*In time/ });
    await waitFor(() => expect(twoDay).toBeChecked());
    const ground = within(methods).getByRole('radio', { name: /^Ground, Free.*Too late/ });
    expect(api.requestsTo('POST /api/checkout/show-plan')[0]?.body).toEqual({
      country: 'US',
      region: 'GA',
      plan_date: '2027-01-18',
    });
    const box = screen.getByRole('region', { name: 'Need it for a show?' });
    expect(within(box).getByText('Upload artwork by')).toBeVisible();

    // Choosing the late method asks for a confirmation; paying without it opens nothing.
    await user.click(ground);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    expect(
      await within(box).findByText(/Choose a faster method or 2-Day Rush, or confirm/),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/checkout/payment')).toHaveLength(0);

    await user.click(within(box).getByRole('checkbox', { name: /want it anyway/ }));
    await user.click(screen.getByRole('button', { name: /Pay now/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your order' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Test payment — no money is taken' }),
    );
    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(api.requestsTo('POST /api/checkout/payment')[0]?.body).toMatchObject({
      shipping_method_id: 1,
      plan_date: '2027-01-18',
      plan_too_late_ok: true,
    });
    expect(api.requestsTo('POST /api/place-order')[0]?.body).toMatchObject({
      shipping_method_id: 1,
      plan_date: '2027-01-18',
      plan_too_late_ok: true,
    });
  });

  it('offers 2-Day Rush when only rush makes it, and takes the cheapest in time with it', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ kind: 'date', date: '2027-01-18', country: 'US', region: 'GA' }),
    );
    plannedApi(true);
    const { user } = renderRoute('/checkout');
    const box = await screen.findByRole('region', { name: 'Need it for a show?' });
    await user.click(await within(box).findByRole('button', { name: 'Add 2-Day Rush' }));

    expect(screen.getByRole('checkbox', { name: /2-Day Rush/ })).toBeChecked();
    const methods = screen.getByRole('group', { name: 'Shipping method' });
    await waitFor(() =>
      expect(within(methods).getByRole('radio', { name: /^Ground, Free.*In time/ })).toBeChecked(),
    );
    expect(within(box).queryByRole('button', { name: 'Add 2-Day Rush' })).not.toBeInTheDocument();
  });
});
