import type { Address } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const HOME: Address = {
  id: 5,
  label: 'Home',
  firstname: 'Jane',
  lastname: 'Doe',
  companyname: null,
  streetaddress: '1 Main St',
  streetaddressoptional: null,
  city: 'Atlanta',
  state_contry: 'GA',
  zip: '30318',
  country: 'US',
  phone: '+1 404 555 0100',
  is_default: true,
};
const OFFICE: Address = {
  ...HOME,
  id: 6,
  label: 'Office',
  streetaddress: '100 Queen St W',
  city: 'Toronto',
  state_contry: 'ON',
  zip: 'M5H 2N2',
  country: 'CA',
  is_default: false,
};

describe('address book', () => {
  it('lists the addresses with the default marked, makes another default and deletes after a confirm', async () => {
    const api = signedInAs(CUSTOMER);
    let book = [HOME, OFFICE];
    api.on('GET /api/account/addresses', () => answer(200, { addresses: book }));
    api.on('POST /api/account/addresses/6/default', () => {
      book = [
        { ...OFFICE, is_default: true },
        { ...HOME, is_default: false },
      ];
      return answer(200, { message: 'Default address changed.', address: book[0] });
    });
    api.on('DELETE /api/account/addresses/5', () => {
      book = book.filter((address) => address.id !== 5);
      return answer(200, { message: 'Address deleted.' });
    });
    const { user } = renderRoute('/dashboard-client/addresses');

    const cards = within(await screen.findByRole('list', { name: 'Saved addresses' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0]!).getByText('Default')).toBeVisible();
    expect(within(cards[1]!).queryByText('Default')).toBeNull();
    expect(within(cards[1]!).getByText(/Toronto, ON M5H 2N2/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Make default: Office' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/account/addresses/6/default')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Make default: Home' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Home' })).toBeNull());
    expect(api.requestsTo('DELETE /api/account/addresses/5')).toHaveLength(1);
  });

  it('adds an address with the checkout rules checked before sending', async () => {
    const api = signedInAs(CUSTOMER);
    let book: Address[] = [];
    api.on('GET /api/account/addresses', () => answer(200, { addresses: book }));
    api.on('POST /api/account/addresses', (request) => {
      book = [{ ...HOME, ...(request.body as object), id: 9, label: null, is_default: true }];
      return answer(201, { message: 'Address saved.', address: book[0] });
    });
    const { user } = renderRoute('/dashboard-client/addresses');
    expect(await screen.findByText('No saved addresses yet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an address' }));
    await user.type(dialog.getByLabelText(/^First name/), 'Jane');
    await user.type(dialog.getByLabelText(/^Last name/), 'Doe');
    await user.type(dialog.getByLabelText(/^Street address/), '1 Main St');
    await user.type(dialog.getByLabelText(/^Town \/ City/), 'Atlanta');
    await user.selectOptions(dialog.getByLabelText(/^State/), 'GA');
    await user.type(dialog.getByLabelText(/^ZIP code/), 'K1A 0B1');
    await user.type(dialog.getByLabelText(/^Phone/), '404 555 0100');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(
      await dialog.findByText('Enter a valid ZIP code, e.g. 30318 or 30318-1234.'),
    ).toBeVisible();
    expect(api.requestsTo('POST /api/account/addresses')).toHaveLength(0);

    await user.clear(dialog.getByLabelText(/^ZIP code/));
    await user.type(dialog.getByLabelText(/^ZIP code/), '30318');
    await user.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('POST /api/account/addresses')[0]?.body).toMatchObject({
      firstname: 'Jane',
      country: 'US',
      state_contry: 'GA',
      zip: '30318',
    });
    expect(await screen.findByText('Default')).toBeVisible();
  });
});
