import type { AdminCompany, CompanyInvoice, CompanyTerms } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { CREDITED_INVOICE, termsWith } from '../../../../test/terms-fixtures';
import { expectToast } from '../../../../test/toast';

const COMPANY: AdminCompany = {
  id: 7,
  name: 'Expo Works',
  tax_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  customer_group: null,
  members: [
    {
      user_id: 1,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'admin',
      joined_at: '2026-11-01T10:00:00.000Z',
    },
  ],
  invitations: [],
  addresses: [],
  memberships: [
    {
      association: 'EDPA',
      member_number: 'E-1234',
      status: 'pending',
      reason: null,
      reviewed_at: null,
    },
  ],
  approval_limit: null,
};

describe('admin companies', () => {
  it('lists and searches companies', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/companies', () =>
      answer(200, {
        companies: [
          {
            id: 7,
            name: 'Expo Works',
            tax_id: null,
            members: 1,
            pending_memberships: 1,
            created_at: COMPANY.created_at,
          },
        ],
        total: 1,
        page: 1,
        per_page: 30,
      }),
    );
    const { user } = renderRoute('/admin/companies');
    const row = await screen.findByRole('row', { name: /Expo Works/ });
    expect(within(row).getByText('1 pending')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Expo Works' })).toHaveAttribute(
      'href',
      '/admin/companies/7',
    );
    await user.type(screen.getByLabelText('Search companies'), 'expo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findAllByRole('row', { name: /Expo Works/ })).length).toBe(1);
    expect(
      api.requestsTo('GET /api/admin/companies').some((r) => r.search.includes('q=expo')),
    ).toBe(true);
  });

  it('refuses a membership only with a reason, and edits the name', async () => {
    const api = signedInAs(ADMIN);
    let company = COMPANY;
    api.on('GET /api/admin/companies/7', () => answer(200, { company }));
    api.on('POST /api/admin/companies/7/memberships/EDPA/refuse', (request) => {
      const { reason } = request.body as { reason: string };
      company = {
        ...company,
        memberships: [{ ...company.memberships[0]!, status: 'refused', reason }],
      };
      return answer(200, { message: 'Membership refused.', company });
    });
    api.on('PUT /api/admin/companies/7', (request) => {
      company = { ...company, ...(request.body as { name: string }) };
      return answer(200, { message: 'Company saved.', company });
    });
    const { user } = renderRoute('/admin/companies/7');

    await user.click(await screen.findByRole('button', { name: 'Refuse EDPA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the EDPA membership?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse membership' }));
    expect(await within(dialog).findByText('The reason is required.')).toBeVisible();
    expect(api.requestsTo('POST /api/admin/companies/7/memberships/EDPA/refuse')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Number unknown to EDPA.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse membership' }));
    expect(await screen.findByText('Reason: Number unknown to EDPA.')).toBeVisible();
    expect(screen.getByText('Refused')).toBeVisible();

    const name = screen.getByLabelText(/^Company name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('The company name is required.')).toBeVisible();
    await user.type(name, 'Expo Works Inc');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByRole('heading', { name: 'Expo Works Inc', level: 1 })).toBeVisible();
  });

  it('says whether the company holds its buyers’ orders for approval', async () => {
    signedInAs(ADMIN).on('GET /api/admin/companies/7', () =>
      answer(200, { company: { ...COMPANY, approval_limit: 2000 } }),
    );
    renderRoute('/admin/companies/7');
    expect(
      await screen.findByText(
        'Buyers’ orders over $2,000.00 wait for an approval by the company’s admin.',
      ),
    ).toBeVisible();
  });

  it('places the company in a customer group from its page', async () => {
    const api = signedInAs(ADMIN);
    let company = COMPANY;
    api.on('GET /api/admin/companies/7', () => answer(200, { company }));
    api.on('GET /api/admin/customer-groups', () =>
      answer(200, {
        groups: [
          {
            id: 3,
            name: 'Distributors',
            percent_off: 20,
            active: true,
            association: null,
            prices: [],
            tiers: [],
            companies: 0,
          },
        ],
      }),
    );
    api.on('PUT /api/admin/companies/7/customer-group', (request) => {
      const { customer_group_id } = request.body as { customer_group_id: number | null };
      company = {
        ...company,
        customer_group: customer_group_id === null ? null : { id: 3, name: 'Distributors' },
      };
      return answer(200, { message: 'Customer group saved.', company });
    });
    const { user } = renderRoute('/admin/companies/7');

    const group = await screen.findByRole('combobox', { name: 'Group' });
    const save = screen.getByRole('button', { name: 'Save group' });
    expect(save).toBeDisabled();
    await within(group).findByRole('option', { name: 'Distributors' });
    await user.selectOptions(group, 'Distributors');
    await user.click(save);
    await expectToast('Customer group saved.');
    expect(api.requestsTo('PUT /api/admin/companies/7/customer-group')[0]!.body).toEqual({
      customer_group_id: 3,
    });
    expect(save).toBeDisabled();
  });

  it('records money returned against a paid invoice, which then owes it again', async () => {
    const api = signedInAs(ADMIN);
    const paidInvoice: CompanyInvoice = {
      id: 11,
      number: 'INV-2026-0042',
      order_id: 90,
      tracking_no: 'BL-2026-0090',
      po_number: 'PO-88',
      amount: 498,
      paid: 498,
      credited: 0,
      balance: 0,
      issued_at: '2026-11-02T10:00:00.000Z',
      due_on: '2026-12-02',
      status: 'paid',
      overdue: false,
      payments: [
        { id: 1, kind: 'received', amount: 498, received_on: '2026-11-20', reference: 'CHQ 77' },
      ],
      credit_notes: [],
    };
    const account = (invoice: CompanyInvoice): CompanyTerms => ({
      net_days: 30,
      credit_limit: 5000,
      open_balance: invoice.balance,
      available_credit: 5000 - invoice.balance,
      blocked: null,
      invoices: [invoice],
    });
    api.on('GET /api/admin/companies/7', () => answer(200, { company: COMPANY }));
    api.on('GET /api/admin/companies/7/terms', () =>
      answer(200, { status: 200, terms: account(paidInvoice) }),
    );
    api.on('POST /api/admin/company-invoices/11/payments', () =>
      answer(200, {
        status: 200,
        message: 'Money returned recorded: the invoice owes it again.',
        terms: account({
          ...paidInvoice,
          paid: 0,
          balance: 498,
          status: 'open',
          payments: [
            ...paidInvoice.payments,
            {
              id: 2,
              kind: 'returned',
              amount: 498,
              received_on: '2026-11-24',
              reference: 'CHQ 77',
            },
          ],
        }),
      }),
    );
    const { user } = renderRoute('/admin/companies/7');

    const row = (await screen.findByText('INV-2026-0042')).closest('tr')!;
    // Paid in full: nothing more to receive, but the money may go back.
    expect(
      within(row).queryByRole('button', { name: 'Record a payment for INV-2026-0042' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Record money returned for INV-2026-0042' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record money returned for INV-2026-0042' });
    expect(within(dialog).getByLabelText('Amount returned ($)')).toHaveValue('498.00');
    await user.type(within(dialog).getByLabelText(/^Reference/), 'CHQ 77');
    await user.click(within(dialog).getByRole('button', { name: 'Record money returned' }));

    await expectToast('Money returned recorded: the invoice owes it again.');
    const [sent] = api.requestsTo('POST /api/admin/company-invoices/11/payments');
    expect(sent!.body).toMatchObject({ kind: 'returned', amount: '498.00', reference: 'CHQ 77' });
    const reopened = (await screen.findByText('CHQ 77, CHQ 77 (returned $498.00)')).closest('tr')!;
    expect(within(reopened).getByText('Open')).toBeVisible();
    expect(
      within(reopened).getByRole('button', { name: 'Record a payment for INV-2026-0042' }),
    ).toBeVisible();
  });
  it('shows an invoice that credit notes settled, each note linked to its PDF', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/companies/7', () => answer(200, { company: COMPANY }));
    api.on('GET /api/admin/companies/7/terms', () =>
      answer(200, { terms: termsWith([CREDITED_INVOICE]) }),
    );
    renderRoute('/admin/companies/7');

    const row = within((await screen.findByText('INV-2026-000009')).closest('tr')!);
    expect(row.getByText('Credited')).toBeVisible();
    expect(row.getByText('−$109.95 credited')).toBeVisible();
    expect(row.getByRole('link', { name: 'BLS-9P2X4R' })).toHaveAttribute(
      'href',
      '/admin/orders/91',
    );
    expect(
      row.getByRole('link', { name: 'PDF of credit note CN-2026-000001, $30.00' }),
    ).toHaveAttribute('href', '/api/admin/credit-notes/CN-2026-000001/credit-note.pdf');
    expect(row.getByRole('link', { name: /^PDF of credit note CN-2026-000002/ })).toHaveAttribute(
      'href',
      '/api/admin/credit-notes/CN-2026-000002/credit-note.pdf',
    );
    // Nothing is owed and nothing was received: no payment to record either way.
    expect(row.queryByRole('button')).toBeNull();
  });
});
