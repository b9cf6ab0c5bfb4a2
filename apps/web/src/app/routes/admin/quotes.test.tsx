import type { Quote } from '@backlit/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const REQUESTED: Quote = {
  id: 12,
  number: 'Q-00012',
  state: 'requested',
  lines: [
    {
      id: 1,
      product_id: 5,
      name: 'MLB 85 × 200 cm Backlit Frame',
      sku: 'MLB-85X200',
      quantity: 40,
      unit_price: null,
      line_total: null,
      list_price: 629,
    },
  ],
  note: 'For the expo.',
  needed_by: '2026-12-29',
  shipping: null,
  subtotal: null,
  total: null,
  expires_on: null,
  requested_by: { name: 'Ada Lovelace', email: 'ada@example.com' },
  company: { id: 3, name: 'Expo Works' },
  order: null,
  created_at: '2026-11-29T10:00:00.000Z',
  sent_at: null,
};

const PRICED: Quote = {
  ...REQUESTED,
  lines: [{ ...REQUESTED.lines[0]!, unit_price: 540, line_total: 21600 }],
  shipping: 120,
  subtotal: 21600,
  total: 21720,
  expires_on: '2026-12-13',
};

describe('back-office quotes', () => {
  it('prices a requested quote, shows the server’s field errors, then sends it', async () => {
    const api = signedInAs(ADMIN);
    let quote = REQUESTED;
    api.on('GET /api/admin/quotes/12', () => answer(200, { quote }));
    api.on('PUT /api/admin/quotes/12', (request) => {
      const body = request.body as { expires_on: string };
      if (body.expires_on === '') {
        return answer(422, {
          message: 'The given data was invalid.',
          validation_errors: { expires_on: ['The expiry is required.'] },
        });
      }
      quote = PRICED;
      return answer(200, { message: 'Quote prices saved.', quote });
    });
    api.on('POST /api/admin/quotes/12/send', () => {
      quote = { ...PRICED, state: 'sent', sent_at: '2026-11-29T12:00:00.000Z' };
      return answer(200, { message: 'Quote sent.', quote });
    });
    const { user } = renderRoute('/admin/quotes/12');

    const price = await screen.findByLabelText('Unit price of MLB 85 × 200 cm Backlit Frame');
    expect(screen.getByText('Send to the buyer').closest('button')).toBeDisabled();
    await user.type(price, '540.00');
    await user.type(screen.getByLabelText(/^Shipping/), '120.00');
    await user.click(screen.getByText('Save prices'));
    expect(await screen.findByText('The expiry is required.')).toBeVisible();

    await user.type(screen.getByLabelText(/^Valid until/), '2026-12-13');
    await user.click(screen.getByText('Save prices'));
    expect(await screen.findByText('$21,720.00')).toBeVisible();
    expect(api.requestsTo('PUT /api/admin/quotes/12').at(-1)?.body).toEqual({
      lines: [{ id: 1, unit_price: '540.00' }],
      shipping: '120.00',
      expires_on: '2026-12-13',
    });

    await user.click(screen.getByText('Send to the buyer'));
    expect(await screen.findByText('Quote sent')).toBeVisible();
    expect(screen.queryByText('Save prices')).not.toBeInTheDocument();
    expect(screen.getByText('Valid until 2026-12-13.')).toBeVisible();
  });
});
