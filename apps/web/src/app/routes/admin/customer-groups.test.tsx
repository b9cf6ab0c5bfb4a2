import type { CustomerGroup } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const EDPA: CustomerGroup = {
  id: 1,
  name: 'EDPA members',
  percent_off: 12.5,
  active: true,
  association: 'EDPA',
  prices: [{ product_id: 4, name: 'Wall Box B2', sku: 'WB-2', list_price: 320, price: 280 }],
  tiers: [{ product_id: null, name: null, min_quantity: 5, percent_off: 10 }],
  companies: 2,
};

describe('admin customer groups', () => {
  it('shows each group and creates one, with the server’s field errors on their fields', async () => {
    const api = signedInAs(ADMIN);
    let groups = [EDPA];
    api.on('GET /api/admin/customer-groups', () => answer(200, { groups }));
    api.on('POST /api/admin/customer-groups', (request) => {
      const body = request.body as { name: string; tiers: { min_quantity: number }[] };
      if (body.tiers[0]!.min_quantity < 2) {
        return answer(422, {
          message: 'The given data was invalid.',
          validation_errors: { 'tiers.0.min_quantity': ['A tier starts at 2 or more.'] },
        });
      }
      const group = {
        ...EDPA,
        id: 2,
        name: body.name,
        association: null,
        prices: [],
        companies: 0,
      };
      groups = [...groups, group];
      return answer(200, { message: 'Customer group created.', group });
    });
    const { user } = renderRoute('/admin/customer-groups');

    const edpa = (await screen.findByRole('heading', { name: 'EDPA members' })).closest('article')!;
    expect(
      within(edpa).getByText(/12.5 % off list prices · 2 companies · given to verified EDPA/),
    ).toBeVisible();
    expect(within(edpa).getByText(/Wall Box B2 \(WB-2\): \$280.00/)).toBeVisible();
    expect(within(edpa).getByText('5+ of any product: 10 % more off')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New customer group' }));
    const form = screen.getByRole('form', { name: 'New customer group' });
    await user.type(within(form).getByLabelText(/^Name/), 'Distributors');
    await user.clear(within(form).getByLabelText(/^Percentage off list prices/));
    await user.type(within(form).getByLabelText(/^Percentage off list prices/), '20');
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    await user.clear(within(form).getByLabelText(/^From quantity/));
    await user.type(within(form).getByLabelText(/^From quantity/), '1');
    await user.type(within(form).getByLabelText(/^Percentage off$/), '5');
    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(await within(form).findByText('A tier starts at 2 or more.')).toBeVisible();

    await user.clear(within(form).getByLabelText(/^From quantity/));
    await user.type(within(form).getByLabelText(/^From quantity/), '5');
    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('heading', { name: 'Distributors' })).toBeVisible();
    expect(api.requestsTo('POST /api/admin/customer-groups').at(-1)!.body).toEqual({
      name: 'Distributors',
      percent_off: 20,
      active: true,
      association: null,
      prices: [],
      tiers: [{ product_id: null, min_quantity: 5, percent_off: 5 }],
    });
  });
});
