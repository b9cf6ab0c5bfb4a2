import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutApi,
  fakePayPalSdk,
  PAYPAL_SDK_URL,
  PAYPAL_SUMMARY,
} from '../../../test/checkout-fixtures';
import { answer } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

const PAYPAL_ORDER = '5O190127TN364715T';

let sdk: ReturnType<typeof fakePayPalSdk> | undefined;
afterEach(() => {
  sdk?.restore();
  sdk = undefined;
  vi.restoreAllMocks();
});

/** Checkout with PayPal as the provider, the form accepted, and the payment dialog open. */
async function openPayPalDialog({ failScript = false } = {}) {
  sdk = fakePayPalSdk({ fail: failScript });
  const api = checkoutApi(PAYPAL_SUMMARY, PAYPAL_ORDER);
  const view = renderRoute('/checkout');
  await screen.findByRole('heading', { name: 'Billing details' });
  await view.user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await view.user.click(screen.getByRole('button', { name: /Pay now/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay for your order' });
  return { ...view, api, dialog: within(dialog) };
}

describe('checkout with PayPal', () => {
  it('loads the JS SDK from the configured URL and pays through the buttons', async () => {
    const { user, api, dialog, router } = await openPayPalDialog();
    api.on('POST /api/place-order', () =>
      answer(200, { message: 'Order placed successfully', tracking_no: 'BLS-9P3Q7R', order_id: 3 }),
    );
    await user.click(await dialog.findByRole('button', { name: 'PayPal' }));

    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/complete/BLS-9P3Q7R');
    const [script] = sdk!.scripts;
    const url = new URL(script!);
    expect(`${url.origin}${url.pathname}`).toBe(PAYPAL_SDK_URL);
    expect(url.searchParams.get('client-id')).toBe('test-client-id');
    expect(url.searchParams.get('currency')).toBe('USD');
    expect(url.searchParams.get('intent')).toBe('capture');
    expect(api.requestsTo('POST /api/checkout/payment')[0]?.body).toEqual({
      rush: false,
      country: 'US',
      state: 'GA',
    });
    expect(api.requestsTo('POST /api/place-order')[0]?.body).toMatchObject({
      payment_order_id: PAYPAL_ORDER,
      payement_method: 'paypal',
      country: 'US',
      terms: true,
      rush: false,
    });
  });

  it('shows a retry message when the script fails to load, and retries', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openPayPalDialog({ failScript: true });

    expect(
      await dialog.findByText('PayPal could not be loaded. Check your connection, then try again.'),
    ).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith('Failed to load the PayPal JS SDK script.');
    expect(dialog.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();

    sdk!.state.fail = false;
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('button', { name: 'PayPal' })).toBeVisible();
    expect(sdk!.scripts).toHaveLength(2);
  });

  it('restarts the buttons when the card is declined, then pays with another one', async () => {
    const { user, api, dialog } = await openPayPalDialog();
    let attempts = 0;
    api.on('POST /api/place-order', () =>
      ++attempts === 1
        ? answer(402, {
            message: 'The card was declined.',
            issue: 'INSTRUMENT_DECLINED',
          })
        : answer(200, { message: 'Order placed', tracking_no: 'BLS-9P3Q7R', order_id: 3 }),
    );

    await user.click(await dialog.findByRole('button', { name: 'PayPal' }));
    expect(
      await dialog.findByText('Your card was declined. Please choose another way to pay.'),
    ).toBeVisible();
    expect(sdk!.restart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Pay for your order' })).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'PayPal' }));
    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(api.requestsTo('POST /api/place-order')).toHaveLength(2);
  });

  it('says why the shop could not open the payment (e.g. stock gone)', async () => {
    const { user, api, dialog } = await openPayPalDialog();
    const message = 'Only 1 × MLB 85x150 Backlit Frame is left in stock.';
    api.on('POST /api/checkout/payment', () => answer(409, { message }));

    await user.click(await dialog.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST /api/place-order')).toHaveLength(0);
  });
});
