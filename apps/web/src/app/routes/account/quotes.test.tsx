import type { Quote } from '@backlit/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const SENT: Quote = {
  id: 12,
  number: 'Q-00012',
  state: 'sent',
  lines: [
    {
      id: 1,
      product_id: 5,
      name: 'MLB 85 × 200 cm Backlit Frame',
      sku: 'MLB-85X200',
      quantity: 40,
      unit_price: 540,
      line_total: 21600,
      list_price: 629,
    },
  ],
  note: 'For the expo.',
  needed_by: '2026-12-29',
  shipping: 120,
  subtotal: 21600,
  total: 21720,
  expires_on: '2026-12-13',
  requested_by: { name: 'Ada Lovelace', email: CUSTOMER.email },
  company: null,
  order: null,
  created_at: '2026-11-29T10:00:00.000Z',
  sent_at: '2026-11-29T12:00:00.000Z',
};

describe('account quotes', () => {
  it('asks for a quote from the cart with quantities beyond 10, showing the server’s field errors', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/cart', () =>
      answer(200, {
        cart: [
          {
            id: 3,
            product_id: 5,
            product_qty: 2,
            product: {
              id: 5,
              name: 'MLB 85 × 200 cm Backlit Frame',
              slug: 'mlb-85x200-backlit-frame',
              sku: 'MLB-85X200',
              image: null,
              originalPrice: 629,
              stock: 41,
            },
            available: true,
            line_total: 1258,
            reorder_artwork: null,
          },
        ],
      }),
    );
    api.on('POST /api/account/quotes', (request) => {
      const body = request.body as { lines: { quantity: number }[] };
      if (body.lines[0]!.quantity > 1000) {
        return answer(422, {
          message: 'The given data was invalid.',
          validation_errors: { 'lines.0.quantity': ['The quantity may not be greater than 1000.'] },
        });
      }
      return answer(201, { quote: { ...SENT, state: 'requested' } });
    });
    api.on('GET /api/account/quotes/12', () =>
      answer(200, { quote: { ...SENT, state: 'requested' } }),
    );
    const { user } = renderRoute('/dashboard-client/quotes/new');

    const quantity = await screen.findByLabelText('MLB 85 × 200 cm Backlit Frame');
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.type(quantity, '1001');
    await user.click(screen.getByRole('button', { name: 'Request the quote' }));
    expect(await screen.findByText('The quantity may not be greater than 1000.')).toBeVisible();

    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.type(screen.getByLabelText(/^Note/), 'For the expo.');
    await user.click(screen.getByRole('button', { name: 'Request the quote' }));
    expect(await screen.findByText('Quote Q-00012')).toBeVisible();
    expect(api.requestsTo('POST /api/account/quotes').at(-1)?.body).toEqual({
      lines: [{ product_id: 5, quantity: 40 }],
      note: 'For the expo.',
      needed_by: '',
    });
  });

  it('shows a sent quote with its prices; accepting it offers its checkout', async () => {
    const api = signedInAs(CUSTOMER);
    let quote = SENT;
    api.on('GET /api/account/quotes/12', () => answer(200, { quote }));
    api.on('POST /api/account/quotes/12/accept', () => {
      quote = { ...SENT, state: 'accepted' };
      return answer(200, { message: 'Quote accepted.', quote });
    });
    const { user } = renderRoute('/dashboard-client/quotes/12');

    expect(await screen.findByText('$540.00')).toBeVisible();
    expect(screen.getByText('$21,720.00')).toBeVisible();
    expect(screen.getByText('Quote PDF').closest('a')).toHaveAttribute(
      'href',
      '/api/account/quotes/12/quote.pdf',
    );
    expect(screen.queryByText('Check out this quote')).not.toBeInTheDocument();

    await user.click(screen.getByText('Accept'));
    expect((await screen.findByText('Check out this quote')).closest('a')).toHaveAttribute(
      'href',
      '/checkout?quote=12',
    );
    expect(screen.getByText('Accepted')).toBeVisible();
  });
});
