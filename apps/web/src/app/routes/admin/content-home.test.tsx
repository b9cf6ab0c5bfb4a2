import type { AdminHomePage, HomePageRequest } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { HOME_PAGE } from '../../../../test/home-fixtures';
import { renderRoute } from '../../../../test/render-route';
import { adminProduct } from './product-fixtures';

const SAVED: AdminHomePage = { ...HOME_PAGE, updated_at: '2026-11-29T10:00:00.000Z' };

const LAMP = adminProduct({ id: 11, name: 'Glow Lamp', slug: 'glow-lamp' });
const FRAME = adminProduct({ id: 12, name: 'Glow Frame', slug: 'glow-frame' });

describe('the home page editor', () => {
  it('edits the hero with a live preview, picks and orders products, and saves', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/content/home', () => answer(200, { status: 200, home: SAVED }));
    api.on('GET /api/view-products', (request) => {
      const q = new URLSearchParams(request.search).get('q') ?? '';
      const products = [LAMP, FRAME].filter((one) => one.name.toLowerCase().includes(q));
      return answer(200, { products, total: products.length, page: 1, per_page: 20 });
    });
    api.on('PUT /api/admin/content/home', (request) => {
      const body = request.body as HomePageRequest;
      return answer(200, {
        status: 200,
        home: { ...SAVED, heading: body.heading, featured: [FRAME, LAMP] },
      });
    });
    const { user } = renderRoute('/admin/content/home');

    const heading = await screen.findByRole('textbox', { name: 'Heading' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Light up your booth in 5 minutes',
    );
    await user.clear(heading);
    await user.type(heading, 'Stand out at every fair');
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Stand out at every fair 5 minutes',
    );
    // The second button is dropped by blanking its row.
    await user.clear(screen.getByRole('textbox', { name: /Button 2: label/ }));
    await user.clear(screen.getByRole('textbox', { name: /Button 2: link/ }));
    expect(within(preview).queryByRole('link', { name: 'Print instructions' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: /Find a product/ }), 'glow');
    await user.click(await screen.findByRole('button', { name: 'Add Glow Lamp' }));
    await user.click(screen.getByRole('button', { name: 'Add Glow Frame' }));
    expect(screen.getByRole('button', { name: 'Add Glow Lamp' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Glow Frame up' }));

    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Saved: the home page shows it now.')).toBeVisible();
    const [put] = api.requestsTo('PUT /api/admin/content/home');
    expect(put!.body).toMatchObject({
      heading: 'Stand out at every fair',
      buttons: [{ label: 'Shop all frames', href: '/allproducts' }],
      image: null,
      featured_product_ids: [FRAME.id, LAMP.id],
    });
  });

  it('checks the links before sending, next to their row', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/content/home', () => answer(200, { status: 200, home: SAVED }));
    api.on('GET /api/view-products', () =>
      answer(200, { products: [], total: 0, page: 1, per_page: 20 }),
    );
    const { user } = renderRoute('/admin/content/home');

    const link = await screen.findByRole('textbox', { name: /Button 2: link/ });
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(/page of the shop/));
    expect(api.requestsTo('PUT /api/admin/content/home')).toEqual([]);
  });
});
