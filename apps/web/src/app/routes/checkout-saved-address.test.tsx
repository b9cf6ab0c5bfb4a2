import type { Address } from '@backlit/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutApi } from '../../../test/checkout-fixtures';
import { answer } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

const OFFICE: Address = {
  id: 6,
  label: 'Toronto office',
  firstname: 'Robin',
  lastname: 'Banks',
  companyname: 'Banks Exhibits',
  streetaddress: '100 Queen St W',
  streetaddressoptional: null,
  city: 'Toronto',
  state_contry: 'ON',
  zip: 'M5H 2N2',
  country: 'CA',
  phone: '416 555 0100',
  is_default: false,
};

describe('checkout with saved addresses', () => {
  it('fills the billing fields from the address picked above them, keeping the e-mail', async () => {
    const api = checkoutApi();
    api.on('GET /api/account/addresses', () => answer(200, { addresses: [OFFICE] }));
    const { user } = renderRoute('/checkout');
    const picker = await screen.findByLabelText('Use a saved address');
    const email = (screen.getByLabelText(/^Email address/) as HTMLInputElement).value;

    await user.selectOptions(picker, 'Toronto office — 100 Queen St W, Toronto ON');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Robin');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Banks Exhibits');
    expect(screen.getByRole('button', { name: /^Country \/ Region/ })).toHaveTextContent('Canada');
    expect(screen.getByLabelText(/^Province/)).toHaveValue('ON');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('M5H 2N2');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('100 Queen St W');
    expect(screen.getByLabelText(/^Email address/)).toHaveValue(email);
  });

  it('shows no picker without saved addresses', async () => {
    const api = checkoutApi();
    api.on('GET /api/account/addresses', () => answer(200, { addresses: [] }));
    renderRoute('/checkout');
    await screen.findByRole('heading', { name: 'Billing details' });
    await waitFor(() => expect(api.requestsTo('GET /api/account/addresses')).toHaveLength(1));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Jane');
    expect(screen.queryByLabelText('Use a saved address')).toBeNull();
  });

  it("offers the company's shared addresses after the own ones, even with the same id", async () => {
    const api = checkoutApi();
    api.on('GET /api/account/addresses', () => answer(200, { addresses: [OFFICE] }));
    api.on('GET /api/account/company/addresses', () =>
      answer(200, {
        addresses: [
          {
            ...OFFICE,
            label: 'Warehouse',
            firstname: 'Dock',
            streetaddress: '9 Pier Rd',
            city: 'Savannah',
            state_contry: 'GA',
            zip: '31401',
            country: 'US',
          },
        ],
      }),
    );
    const { user } = renderRoute('/checkout');
    const picker = await screen.findByLabelText('Use a saved address');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Company: Warehouse/ })).toBeInTheDocument(),
    );
    await user.selectOptions(picker, 'Company: Warehouse — 9 Pier Rd, Savannah GA');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Dock');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('9 Pier Rd');
    await user.selectOptions(picker, 'Toronto office — 100 Queen St W, Toronto ON');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Robin');
  });
});
