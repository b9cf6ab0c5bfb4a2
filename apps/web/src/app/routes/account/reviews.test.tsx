import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

let api: ReturnType<typeof signedInAs>;
beforeEach(() => {
  api = signedInAs(CUSTOMER);
  api.on('GET /api/cart', () => answer(200, { cart: [], subtotal: 0 }));
});

const OWN = {
  id: 4,
  rating: 4,
  title: 'Good frame',
  body: 'Sturdy and bright.',
  verified_purchase: true,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  reply: null,
  product_id: 2,
  product_name: 'Snap Frame A1',
  product_slug: 'snap-frame-a1',
  status: 'hidden',
  hidden_reason: 'Mentions a competitor',
};

describe('account reviews', () => {
  it('writes a review of a received product, checked before sending', async () => {
    let reviews = {
      reviews: [OWN],
      reviewable: [{ product_id: 7, name: 'Wall Frame', slug: 'wall-frame' }],
    };
    api.on('GET /api/my-reviews', () => answer(200, reviews));
    api.on('POST /api/products/7/reviews', (request) => {
      reviews = { ...reviews, reviewable: [] };
      return answer(201, {
        message: 'Thank you! Your review will appear once our team has checked it.',
        review: { ...OWN, id: 5, ...(request.body as object), status: 'pending', product_id: 7 },
      });
    });
    const { user } = renderRoute('/dashboard-client/reviews');

    expect(await screen.findByText('Hidden: Mentions a competitor')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Write a review of Wall Frame' }));
    const form = screen.getByRole('form', { name: 'Review of Wall Frame' });
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars.')).toBeVisible();
    expect(api.requestsTo('POST /api/products/7/reviews')).toHaveLength(0);

    await user.click(within(form).getByLabelText('5 stars'));
    await user.type(within(form).getByLabelText(/Title/), 'Even light');
    await user.type(within(form).getByLabelText(/Your review/), 'Lights evenly from edge to edge.');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(
      await screen.findByText('Thank you! Your review will appear once our team has checked it.'),
    ).toBeVisible();
    expect(api.requestsTo('POST /api/products/7/reviews')[0]?.body).toEqual({
      rating: 5,
      title: 'Even light',
      body: 'Lights evenly from edge to edge.',
    });
  });
});
