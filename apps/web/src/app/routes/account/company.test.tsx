import type { Company } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { CREDITED_INVOICE, termsWith } from '../../../../test/terms-fixtures';
import { expectToast } from '../../../../test/toast';

const COMPANY: Company = {
  id: 7,
  name: 'Expo Works',
  tax_id: 'US-12-3456789',
  my_role: 'admin',
  my_user_id: 1,
  members: [
    {
      user_id: 1,
      name: 'Ada Lovelace',
      email: CUSTOMER.email,
      role: 'admin',
      joined_at: '2026-11-01T10:00:00.000Z',
    },
    {
      user_id: 2,
      name: 'Bo Buyer',
      email: 'bo@example.com',
      role: 'buyer',
      joined_at: '2026-11-02T10:00:00.000Z',
    },
  ],
  invitations: [],
  addresses: [],
  memberships: [
    {
      association: 'ASI',
      member_number: 'ASI-1',
      status: 'refused',
      reason: 'No ASI member has this number.',
      reviewed_at: '2026-11-03T10:00:00.000Z',
    },
    {
      association: 'EDPA',
      member_number: 'E-1234',
      status: 'verified',
      reason: null,
      reviewed_at: '2026-11-03T10:00:00.000Z',
    },
  ],
  approval_limit: null,
};

const NO_ORDERS = { orders: [], total: 0, page: 1, per_page: 20 };

describe('account company page', () => {
  it('creates a company: the name is required, and the server says why it refuses', async () => {
    const api = signedInAs(CUSTOMER);
    let company: Company | null = null;
    api.on('GET /api/account/company', () => answer(200, { company }));
    api.on('GET /api/account/company/orders', () => answer(200, NO_ORDERS));
    api.on('POST /api/account/company', (request) => {
      const { name } = request.body as { name: string };
      if (name === 'Taken') {
        return answer(422, {
          message: 'The given data was invalid.',
          validation_errors: { tax_id: ['The tax id may not be longer than 40 characters.'] },
        });
      }
      company = { ...COMPANY, name, memberships: [], members: [COMPANY.members[0]!] };
      return answer(201, { message: 'Company created.', company });
    });
    const { user } = renderRoute('/dashboard-client/company');

    await user.click(await screen.findByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('The company name is required.')).toBeVisible();
    expect(api.requestsTo('POST /api/account/company')).toHaveLength(0);

    const name = screen.getByLabelText(/^Company name/);
    await user.type(name, 'Taken');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(
      await screen.findByText('The tax id may not be longer than 40 characters.'),
    ).toBeVisible();

    await user.clear(name);
    await user.type(name, 'Lightbox Co');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('heading', { name: 'Lightbox Co' })).toBeVisible();
    expect(api.requestsTo('POST /api/account/company').at(-1)!.body).toEqual({
      name: 'Lightbox Co',
      tax_id: '',
    });
  });

  it('lists the company’s orders, an order on account as such', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/company', () => answer(200, { company: COMPANY }));
    const order = {
      id: 7,
      tracking_no: 'BLS-7K4M2Q',
      status: 'paid',
      total: 622.5,
      currency: 'USD',
      created_at: '2026-03-02T15:04:00.000Z',
      buyer: 'Jane Doe',
    };
    api.on('GET /api/account/company/orders', () =>
      answer(200, {
        ...NO_ORDERS,
        total: 2,
        orders: [
          { ...order, status_label: 'Paid', on_account: false },
          {
            ...order,
            id: 8,
            tracking_no: 'BLS-9P2X4R',
            status_label: 'On account',
            on_account: true,
          },
        ],
      }),
    );
    renderRoute('/dashboard-client/company');

    const table = await screen.findByRole('table', { name: 'Orders of the company' });
    expect(within(table).getByRole('row', { name: /BLS-7K4M2Q/ })).toHaveTextContent('Paid');
    const onAccount = within(table).getByRole('row', { name: /BLS-9P2X4R/ });
    expect(onAccount).toHaveTextContent('On account');
    expect(onAccount).not.toHaveTextContent('Paid');
  });

  it("shows the memberships' state and invites a colleague, with field messages", async () => {
    const api = signedInAs(CUSTOMER);
    let company = COMPANY;
    api.on('GET /api/account/company', () => answer(200, { company }));
    api.on('GET /api/account/company/orders', () => answer(200, NO_ORDERS));
    api.on('POST /api/account/company/invitations', (request) => {
      const { email } = request.body as { email: string };
      if (email === 'bo@example.com') {
        return answer(422, {
          message: 'The given data was invalid.',
          validation_errors: { email: ['This person is already a member of the company.'] },
        });
      }
      company = {
        ...COMPANY,
        invitations: [{ id: 3, email, role: 'buyer', expires_at: '2026-12-06T10:00:00.000Z' }],
      };
      return answer(200, { message: `Invitation sent to ${email}.`, company });
    });
    const { user } = renderRoute('/dashboard-client/company');

    const memberships = await screen.findByRole('list', { name: 'Memberships' });
    expect(within(memberships).getByText('Verified')).toBeVisible();
    expect(within(memberships).getByText('Refused')).toBeVisible();
    expect(within(memberships).getByText('Reason: No ASI member has this number.')).toBeVisible();

    const email = screen.getByLabelText(/^Invite a colleague by e-mail/);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/account/company/invitations')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'bo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('This person is already a member of the company.'),
    ).toBeVisible();

    await user.clear(email);
    await user.type(email, 'cy@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await expectToast('Invitation sent to cy@example.com.');
    expect(screen.getByText('cy@example.com')).toBeVisible();
  });

  it('states a membership: the member number is required', async () => {
    const api = signedInAs(CUSTOMER);
    let company = COMPANY;
    api.on('GET /api/account/company', () => answer(200, { company }));
    api.on('GET /api/account/company/orders', () => answer(200, NO_ORDERS));
    api.on('PUT /api/account/company/memberships', () => {
      company = {
        ...COMPANY,
        memberships: [
          ...COMPANY.memberships,
          {
            association: 'GIGA',
            member_number: 'G-9',
            status: 'pending',
            reason: null,
            reviewed_at: null,
          },
        ],
      };
      return answer(200, { company });
    });
    const { user } = renderRoute('/dashboard-client/company');
    await user.click(await screen.findByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('The member number is required.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText(/^Association/), 'GIGA');
    await user.type(screen.getByLabelText(/^Member number/), 'G-9');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Pending')).toBeVisible();
    expect(api.requestsTo('PUT /api/account/company/memberships')[0]!.body).toEqual({
      association: 'GIGA',
      member_number: 'G-9',
    });
  });

  it('shows its admin an invoice that credit notes settled, each note linked to its PDF', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/company', () => answer(200, { company: COMPANY }));
    api.on('GET /api/account/company/orders', () => answer(200, NO_ORDERS));
    api.on('GET /api/account/company/terms', () =>
      answer(200, { terms: termsWith([CREDITED_INVOICE]) }),
    );
    renderRoute('/dashboard-client/company');

    const account = within(await screen.findByRole('region', { name: 'Buying on account' }));
    const row = within((await account.findByText('INV-2026-000009')).closest('tr')!);
    expect(row.getByText('Credited')).toBeVisible();
    expect(row.getByText('−$109.95 credited')).toBeVisible();
    expect(row.getByRole('link', { name: 'BLS-9P2X4R' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/91',
    );
    expect(row.getByRole('link', { name: /^PDF of credit note CN-2026-000001/ })).toHaveAttribute(
      'href',
      '/api/account/company/credit-notes/CN-2026-000001/credit-note.pdf',
    );
    expect(row.getByRole('link', { name: /^PDF of credit note CN-2026-000002/ })).toHaveAttribute(
      'href',
      '/api/account/company/credit-notes/CN-2026-000002/credit-note.pdf',
    );
  });

  it('shows a buyer the company read-only, with a way to leave', async () => {
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/company', () =>
      answer(200, { company: { ...COMPANY, my_role: 'buyer', my_user_id: 2 } }),
    );
    api.on('GET /api/account/company/orders', () => answer(200, NO_ORDERS));
    renderRoute('/dashboard-client/company');
    expect(await screen.findByText(/You are its buyer/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send for verification' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the company' })).toBeVisible();
  });
});

describe('shared company addresses', () => {
  it('shows them read-only beside the own address book', async () => {
    const shared = {
      id: 4,
      label: 'Warehouse',
      firstname: 'Dock',
      lastname: 'Team',
      companyname: 'Expo Works',
      streetaddress: '9 Pier Rd',
      streetaddressoptional: null,
      city: 'Savannah',
      state_contry: 'GA',
      zip: '31401',
      country: 'US',
      phone: '+1 912 555 0100',
      is_default: false,
    };
    const api = signedInAs(CUSTOMER);
    api.on('GET /api/account/addresses', () => answer(200, { addresses: [] }));
    api.on('GET /api/account/company', () =>
      answer(200, { company: { ...COMPANY, my_role: 'buyer', addresses: [shared] } }),
    );
    renderRoute('/dashboard-client/addresses');
    const list = await screen.findByRole('list', { name: 'Addresses shared by Expo Works' });
    expect(within(list).getByText('9 Pier Rd', { exact: false })).toBeVisible();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.getByText("Your company's admin keeps them.", { exact: false })).toBeVisible();
  });
});
