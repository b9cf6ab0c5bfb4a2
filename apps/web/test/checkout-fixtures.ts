import type { CheckoutSummary } from '@backlit/domain';
import { vi } from 'vitest';
import { makeCartLine } from './cart-fixtures';
import { answer, CUSTOMER, signedInAs } from './fake-api';

export const FRAME = makeCartLine(1, 2, { name: 'MLB 85x150 Backlit Frame', originalPrice: 249 });

/** GET /api/checkout for two frames at $249, paid with the test provider, Jane's profile. */
export const SUMMARY: Omit<CheckoutSummary, 'status'> = {
  lines: [FRAME],
  subtotal: 498,
  rush_fee: 124.5,
  total: 498,
  total_with_rush: 622.5,
  currency: 'USD',
  payment: { provider: 'demo', client_id: null, sdk_url: null },
  billing: {
    firstname: 'Jane',
    lastname: 'Doe',
    companyname: '',
    country: 'US',
    streetaddress: '1455 Northside Dr NW',
    streetaddressoptional: '',
    city: 'Atlanta',
    state_contry: 'GA',
    zip: '30318',
    phone: '+1 404-555-0134',
    email: 'jane@example.com',
  },
};

/** Where the tests' PayPal JS SDK "loads" from: never fetched, see `fakePayPalSdk`. */
export const PAYPAL_SDK_URL = 'http://127.0.0.1:4999/sdk/js';

export const PAYPAL_SUMMARY: Omit<CheckoutSummary, 'status'> = {
  ...SUMMARY,
  payment: { provider: 'paypal', client_id: 'test-client-id', sdk_url: PAYPAL_SDK_URL },
};

/**
 * Jane, signed in, with a cart priced by `summary`. POST /api/checkout/payment opens order
 * `orderId` for the total (with or without rush, as asked).
 */
export function checkoutApi(summary = SUMMARY, orderId = 'DEMO-1') {
  const api = signedInAs(CUSTOMER);
  api.on('GET /api/checkout', () => answer(200, summary));
  api.on('GET /api/cart', () => answer(200, { cart: [], subtotal: 0 }));
  api.on('POST /api/checkout/payment', (request) =>
    answer(200, {
      provider: summary.payment.provider,
      order_id: orderId,
      amount: (request.body as { rush: boolean }).rush ? '622.50' : '498.00',
      currency: 'USD',
    }),
  );
  return api;
}

type ButtonsProps = {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }, actions: { restart: () => Promise<void> }) => unknown;
  onError?: (error: unknown) => void;
  onCancel?: (data: unknown) => void;
};

/**
 * Stands in for PayPal's JS SDK script: catches the `<script>` that @paypal/react-paypal-js
 * inserts for PAYPAL_SDK_URL before the browser could fetch it, and either fails it (`fail`) or
 * "loads" it by defining a small `window.paypal` whose Buttons render one 'PayPal' button.
 * Pressing it plays the buyer: createOrder, then approval in the popup, then onApprove.
 */
export function fakePayPalSdk({ fail = false }: { fail?: boolean } = {}) {
  const state = { fail };
  const scripts: string[] = [];
  const restart = vi.fn(async () => undefined);
  const insertBefore = document.head.insertBefore.bind(document.head);

  const paypal = {
    version: '5.0.0',
    Buttons: (props: ButtonsProps) => ({
      isEligible: () => true,
      close: async () => undefined,
      updateProps: async () => undefined,
      render: async (container: HTMLElement) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.addEventListener('click', () => {
          void (async () => {
            let orderID: string;
            try {
              orderID = await props.createOrder();
            } catch (error) {
              props.onError?.(error);
              return;
            }
            await props.onApprove({ orderID }, { restart });
          })();
        });
        container.append(button);
      },
    }),
  };

  const spy = vi
    .spyOn(document.head, 'insertBefore')
    .mockImplementation(<T extends Node>(node: T, child: Node | null): T => {
      const script = node instanceof HTMLScriptElement ? node : null;
      const src = script?.getAttribute('src');
      if (!script || !src?.startsWith(PAYPAL_SDK_URL)) return insertBefore(node, child);
      scripts.push(src);
      queueMicrotask(() => {
        if (state.fail) {
          script.onerror?.(new Event('error'));
          return;
        }
        vi.stubGlobal('paypal', paypal);
        script.onload?.(new Event('load'));
      });
      return node;
    });

  return { state, scripts, restart, restore: () => spy.mockRestore() };
}
