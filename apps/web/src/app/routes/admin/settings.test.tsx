import { DEFAULT_SHOP_INFO } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

describe('admin settings', () => {
  it('edits the shop details, checking them before sending', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/settings', () => answer(200, { shop: DEFAULT_SHOP_INFO }));
    api.on('PUT /api/admin/settings', (request) => answer(200, { shop: request.body }));
    const { user } = renderRoute('/admin/settings');

    const phone = await screen.findByLabelText(/Phone/);
    expect(phone).toHaveValue(DEFAULT_SHOP_INFO.phone);
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();

    await user.clear(phone);
    await user.type(phone, 'call us');
    await user.click(save);
    expect(await screen.findByText('Use digits, spaces and + ( ) - . only.')).toBeVisible();
    expect(api.requestsTo('PUT /api/admin/settings')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+1 212-555-0199');
    await user.click(save);
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(api.requestsTo('PUT /api/admin/settings')[0]!.body).toEqual({
      ...DEFAULT_SHOP_INFO,
      phone: '+1 212-555-0199',
    });
  });

  it('shows the server’s field errors beside their fields', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/settings', () => answer(200, { shop: DEFAULT_SHOP_INFO }));
    api.on('PUT /api/admin/settings', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { email: ['Enter a valid e-mail address.'] },
      }),
    );
    const { user } = renderRoute('/admin/settings');
    const name = await screen.findByLabelText(/Shop name/);
    await user.type(name, ' Co');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByLabelText(/Contact e-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('chooses the shipping countries, keeping at least one', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/settings', () => answer(200, { shop: DEFAULT_SHOP_INFO }));
    api.on('GET /api/shipping-countries', () => answer(200, { countries: ['US', 'CA'] }));
    api.on('PUT /api/admin/settings/shipping-countries', (request) =>
      answer(200, request.body as Record<string, unknown>),
    );
    const { user } = renderRoute('/admin/settings');

    const form = await screen.findByRole('form', { name: 'Shipping countries' });
    expect(within(form).getByText(/Now: We ship only to the USA and Canada\./)).toBeVisible();
    const save = within(form).getByRole('button', { name: 'Save shipping countries' });
    expect(save).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: 'Canada' }));
    await user.click(within(form).getByRole('checkbox', { name: 'United States' }));
    expect(within(form).getByText('Choose at least one country to ship to.')).toBeVisible();
    expect(save).toBeDisabled();

    await user.click(within(form).getByRole('checkbox', { name: 'United States' }));
    await user.click(save);
    expect(await within(form).findByText('Shipping countries saved.')).toBeVisible();
    expect(api.requestsTo('PUT /api/admin/settings/shipping-countries')[0]!.body).toEqual({
      countries: ['US'],
    });
    expect(within(form).getByText(/Now: We ship only to the USA\./)).toBeVisible();
  });

  it('collects tax in Ontario and Georgia at the rates staff set', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/settings', () => answer(200, { shop: DEFAULT_SHOP_INFO }));
    api.on('GET /api/shipping-countries', () => answer(200, { countries: ['US', 'CA'] }));
    const region = (
      country: 'US' | 'CA',
      code: string,
      name: string,
      components: object[] = [],
    ) => ({
      country,
      region: code,
      region_name: name,
      collect: false,
      shipping_taxable: true,
      components,
    });
    api.on('GET /api/admin/settings/tax', () =>
      answer(200, {
        regions: [
          region('US', 'GA', 'Georgia'),
          region('CA', 'ON', 'Ontario', [{ name: 'HST', rate: '13' }]),
        ],
      }),
    );
    api.on('PUT /api/admin/settings/tax', (request) =>
      answer(200, {
        regions: (request.body as { regions: object[] }).regions.map((row) => ({
          ...row,
          region_name: (row as { region: string }).region === 'GA' ? 'Georgia' : 'Ontario',
        })),
      }),
    );
    const { user } = renderRoute('/admin/settings');

    const form = await screen.findByRole('form', { name: 'Sales tax' });
    expect(within(form).getByText('The shop collects no sales tax yet.')).toBeVisible();
    const add = within(form).getByLabelText('Collect tax in');
    await user.selectOptions(add, 'CA-ON');
    await user.selectOptions(add, 'US-GA');
    const rates = within(form).getAllByLabelText('Rate (%)');
    expect(rates[0]).toHaveValue('');
    await user.type(rates[0]!, '4');
    await user.click(within(form).getByRole('button', { name: 'Save tax table' }));
    expect(await within(form).findByText(/Tax table saved/)).toBeVisible();
    expect(api.requestsTo('PUT /api/admin/settings/tax')[0]!.body).toEqual({
      regions: [
        {
          country: 'US',
          region: 'GA',
          collect: true,
          shipping_taxable: true,
          components: [{ name: 'Sales tax', rate: '4' }],
        },
        {
          country: 'CA',
          region: 'ON',
          collect: true,
          shipping_taxable: true,
          components: [{ name: 'HST', rate: '13' }],
        },
      ],
    });
  });
});
