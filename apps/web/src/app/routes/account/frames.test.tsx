import type { FittingProduct, MyFrame } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const fitting = (id: number, name: string, role: FittingProduct['fit_role']): FittingProduct => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  image: null,
  price: 149,
  stock: 5,
  fit_role: role,
});

const BANNER = fitting(21, 'Fabric Banner for MLB 85 × 200 cm', 'banner');

const FRAME: MyFrame = {
  product_id: 7,
  name: 'MLB 85 × 200 cm Backlit Frame',
  slug: 'mlb-85x200-backlit-frame',
  image: null,
  frame_family: 'floor',
  family_label: 'Floor-standing frames',
  print_size: { slug: 'mlb-85x200', label: 'MLB 85 × 200 cm', width_mm: 850, height_mm: 2000 },
  quantity: 2,
  last_order: { id: 41, tracking_no: 'BLS-7K4M2Q' },
  new_graphic: BANNER,
  banners: [BANNER],
  spare_parts: [fitting(31, 'Flat Feet for Floor Frames (pair)', 'spare_part')],
  accessories: [],
};

describe('my frames', () => {
  it('lists each frame with its print size, what fits it and a new graphic', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/frames', () => answer(200, { frames: [FRAME] }));
    renderRoute('/dashboard-client/frames');
    const frame = await screen.findByRole('article', { name: 'MLB 85 × 200 cm Backlit Frame' });
    expect(frame).toHaveTextContent('Floor-standing frames · print size 850 × 2000 mm visible');
    expect(within(frame).getByRole('link', { name: 'BLS-7K4M2Q' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/41',
    );
    expect(within(frame).getByRole('link', { name: 'New graphic for this frame' })).toHaveAttribute(
      'href',
      `/product/${BANNER.slug}`,
    );
    expect(within(frame).getByRole('heading', { name: 'Spare parts' })).toBeInTheDocument();
    expect(within(frame).queryByRole('heading', { name: 'Accessories' })).toBeNull();
    expect(
      within(frame).getByRole('link', { name: 'Flat Feet for Floor Frames (pair)' }),
    ).toBeInTheDocument();
  });

  it('says where frames come from when none was delivered yet', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/frames', () => answer(200, { frames: [] }));
    renderRoute('/dashboard-client/frames');
    expect(
      await screen.findByText(/Frames you bought appear here once their order is delivered/),
    ).toBeInTheDocument();
  });
});
