import type { ShippingZone } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const ZONES: ShippingZone[] = [
  {
    id: 1,
    name: 'US lower 48',
    position: 0,
    regions: [
      { country: 'US', region: 'GA' },
      { country: 'US', region: 'NY' },
    ],
    methods: [
      {
        id: 10,
        name: 'Ground',
        position: 0,
        rule: {
          type: 'weight',
          bands: [
            { up_to: 1000, price: 9.95 },
            { up_to: null, price: 14.95 },
          ],
        },
        free_from: 500,
        transit_days_min: 3,
        transit_days_max: 5,
        carries_oversized: false,
        active: true,
      },
    ],
  },
  {
    id: 2,
    name: 'Canada',
    position: 1,
    regions: [{ country: 'CA', region: 'ON' }],
    methods: [
      {
        id: 20,
        name: 'Freight',
        position: 0,
        rule: { type: 'flat', price: 349 },
        free_from: null,
        transit_days_min: 6,
        transit_days_max: 10,
        carries_oversized: true,
        active: true,
      },
    ],
  },
];

function shop() {
  const api = signedInAs(ADMIN);
  api.on('GET /api/admin/settings/shipping', () => answer(200, { zones: ZONES }));
  api.on('PUT /api/admin/settings/shipping', () => answer(200, { zones: ZONES }));
  return api;
}

describe('admin shipping zones and rates', () => {
  it('shows each zone with its regions and methods, and saves them with their ids', async () => {
    const api = shop();
    const { user } = renderRoute('/admin/settings/shipping');

    const lower48 = await screen.findByRole('region', { name: 'US lower 48' });
    expect(within(lower48).getByText('GA, NY')).toBeVisible();
    // Saved methods are folded to a line that says what they do.
    expect(
      within(lower48).getByText('By weight, 2 bands · free from $500.00 · 3–5 days'),
    ).toBeVisible();
    await user.click(within(lower48).getByText('Ground', { selector: 'summary span' }));
    expect(within(lower48).getByLabelText('Band 1: up to (g)')).toHaveValue('1000');
    expect(within(lower48).getByLabelText('Band 2: up to (g)')).toHaveValue('');
    expect(within(lower48).getByLabelText('Free from ($)')).toHaveValue('500.00');
    // A region of another zone cannot be chosen here.
    expect(within(lower48).getByRole('checkbox', { name: /Ontario/ })).toBeDisabled();

    const bandPrice = within(lower48).getByLabelText('Band 2: price ($)');
    await user.clear(bandPrice);
    const save = screen.getByRole('button', { name: 'Save shipping zones and rates' });
    await user.click(save);
    expect(await screen.findByText(/Some fields need your attention/)).toBeVisible();
    expect(bandPrice).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(lower48).getByText(
        'The band price must be an amount in dollars with at most two decimals.',
      ),
    ).toBeVisible();
    expect(api.requestsTo('PUT /api/admin/settings/shipping')).toHaveLength(0);

    await user.type(bandPrice, '19.50');
    const canada = screen.getByRole('region', { name: 'Canada' });
    await user.click(within(canada).getByRole('button', { name: 'Add method' }));
    await user.type(within(canada).getAllByLabelText('Method name')[1]!, 'Expedited');
    await user.selectOptions(within(canada).getAllByLabelText('Rate')[1]!, 'subtotal');
    await user.type(within(canada).getByLabelText('Band 1: up to ($)'), '250');
    await user.type(within(canada).getByLabelText('Band 1: price ($)'), '39.95');
    await user.type(within(canada).getAllByLabelText('Transit: fewest days')[1]!, '2');
    await user.type(within(canada).getAllByLabelText('Transit: most days')[1]!, '3');
    await user.click(save);
    expect(await screen.findByText(/Shipping zones and rates saved/)).toBeVisible();

    const sent = api.requestsTo('PUT /api/admin/settings/shipping')[0]!.body as {
      zones: { id?: number; methods: { id?: number; name: string; rule: unknown }[] }[];
    };
    expect(sent.zones.map((zone) => zone.id)).toEqual([1, 2]);
    expect(sent.zones[0]!.methods[0]!.rule).toEqual({
      type: 'weight',
      bands: [
        { up_to: 1000, price: '9.95' },
        { up_to: null, price: '19.50' },
      ],
    });
    expect(sent.zones[1]!.methods[1]).toEqual({
      name: 'Expedited',
      rule: { type: 'subtotal', bands: [{ up_to: '250', price: '39.95' }] },
      free_from: null,
      transit_days_min: 2,
      transit_days_max: 3,
      carries_oversized: false,
      active: true,
    });
  });

  it('shows the server’s refusal beside the field it names', async () => {
    const api = shop();
    api.on('PUT /api/admin/settings/shipping', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: {
          'zones.1.methods.0.id': [
            'This method was deleted or moved meanwhile; reload the settings.',
          ],
        },
      }),
    );
    const { user } = renderRoute('/admin/settings/shipping');
    await screen.findByRole('region', { name: 'Canada' });
    await user.click(screen.getByRole('button', { name: 'Save shipping zones and rates' }));
    const canada = screen.getByRole('region', { name: 'Canada' });
    expect(await within(canada).findByText(/reload the settings/)).toBeVisible();
  });
});
