import { APPROVAL_MESSAGES, type Approval, type Company } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { expectToast } from '../../../../test/toast';

const COMPANY: Company = {
  id: 7,
  name: 'Expo Works',
  tax_id: null,
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
  ],
  invitations: [],
  addresses: [],
  memberships: [],
  approval_limit: 2000,
};

const PENDING: Approval = {
  id: 31,
  status: 'pending',
  buyer: { user_id: 2, name: 'Bo Buyer', email: 'bo@example.com' },
  lines: [
    {
      product_id: 10,
      name: 'MLB 85x150 Backlit Frame',
      sku: 'MLB-85150',
      unit_price: 249,
      quantity: 10,
      line_total: 2490,
    },
  ],
  subtotal: 2490,
  quote: { id: 12, number: 'Q-00012' },
  note: 'For the Chicago expo.',
  requested_at: '2026-11-03T10:00:00.000Z',
  decided_at: null,
  decided_by: null,
  reason: null,
  order: null,
};

const DECLINED: Approval = {
  ...PENDING,
  id: 30,
  status: 'declined',
  quote: null,
  note: null,
  decided_at: '2026-11-02T10:00:00.000Z',
  decided_by: 'Ada Lovelace',
  reason: 'Over budget this quarter.',
};

const ORDERED: Approval = {
  ...PENDING,
  id: 29,
  status: 'ordered',
  quote: null,
  note: null,
  decided_at: '2026-11-01T12:00:00.000Z',
  decided_by: 'Ada Lovelace',
  order: { id: 91, tracking_no: 'BLS-9P2X4R' },
};

/** Still waiting when the admin raised the limit to its subtotal: no answer needed. */
const NOT_NEEDED: Approval = { ...PENDING, id: 28, status: 'not_needed', quote: null, note: null };

const NO_ORDERS = { orders: [], total: 0, page: 1, per_page: 20 };

/** The company page of `company`, with `approvals` listed; the orders are none. */
function approvalsApi(company: Company, approvals: Approval[]) {
  const api = signedInAs(CUSTOMER);
  const state = { company, approvals };
  api.on('GET /api/account/company', () => answer(200, { company: state.company }));
  api.on('GET /api/account/company/orders', () => answer(200, NO_ORDERS));
  api.on('GET /api/account/company/approvals', () =>
    answer(200, { approval_limit: state.company.approval_limit, approvals: state.approvals }),
  );
  return { api, state };
}

/** A request's card in the list, found by its buyer and status. */
async function request(status: string) {
  const list = await screen.findByRole('list', { name: 'Requests for approval' });
  const card = within(list)
    .getAllByRole('listitem', { name: /^Bo Buyer/ })
    .find((item) => within(item).queryByText(status, { exact: true }));
  expect(card).toBeDefined();
  return within(card!);
}

describe('order approvals on the company page', () => {
  it('lets the admin set the limit and turn approvals off, stating the rule', async () => {
    const { api, state } = approvalsApi({ ...COMPANY, approval_limit: null }, []);
    api.on('PUT /api/account/company/approval-limit', (request) => {
      const { approval_limit } = request.body as { approval_limit: string | null };
      state.company = {
        ...state.company,
        approval_limit: approval_limit === null ? null : Number(approval_limit),
      };
      return answer(200, { message: APPROVAL_MESSAGES.limitSaved, company: state.company });
    });
    const { user } = renderRoute('/dashboard-client/company');

    const section = within(await screen.findByRole('region', { name: 'Order approvals' }));
    expect(section.getByText('Buyers’ orders need no approval.')).toBeVisible();
    expect(await section.findByText('No requests for approval yet.')).toBeVisible();
    expect(section.queryByRole('button', { name: 'Turn approvals off' })).toBeNull();

    const limit = section.getByLabelText(/^Approval limit/);
    await user.type(limit, '20 dollars');
    await user.click(section.getByRole('button', { name: 'Save limit' }));
    expect(
      await section.findByText(
        'The approval limit must be an amount in dollars with at most two decimals.',
      ),
    ).toBeVisible();
    expect(api.requestsTo('PUT /api/account/company/approval-limit')).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '2000');
    await user.click(section.getByRole('button', { name: 'Save limit' }));
    await expectToast(APPROVAL_MESSAGES.limitSaved);
    expect(
      await section.findByText('Orders over $2,000.00 placed by buyers need an admin’s approval.'),
    ).toBeVisible();
    expect(api.requestsTo('PUT /api/account/company/approval-limit')[0]!.body).toEqual({
      approval_limit: '2000.00',
    });
    expect(section.getByLabelText(/^Approval limit/)).toHaveValue('2000.00');

    await user.click(section.getByRole('button', { name: 'Turn approvals off' }));
    expect(await section.findByText('Buyers’ orders need no approval.')).toBeVisible();
    expect(api.requestsTo('PUT /api/account/company/approval-limit')[1]!.body).toEqual({
      approval_limit: null,
    });
    expect(section.getByLabelText(/^Approval limit/)).toHaveValue('');
  });

  it('lists the requests with their lines, and the admin approves a pending one', async () => {
    const { api, state } = approvalsApi(COMPANY, [PENDING, DECLINED, ORDERED]);
    api.on('POST /api/account/company/approvals/31/approve', () => {
      const approval: Approval = {
        ...PENDING,
        status: 'approved',
        decided_at: '2026-11-04T10:00:00.000Z',
        decided_by: 'Ada Lovelace',
      };
      state.approvals = [approval, DECLINED, ORDERED];
      return answer(200, { message: APPROVAL_MESSAGES.approved, approval });
    });
    const { user } = renderRoute('/dashboard-client/company');

    const pending = await request('Waiting for approval');
    expect(pending.getByText('bo@example.com')).toBeVisible();
    expect(pending.getByText(/Requested Nov 3, 2026 · Quote Q-00012/)).toBeVisible();
    expect(pending.getByText(/10 × MLB 85x150 Backlit Frame/)).toBeVisible();
    expect(pending.getByText('MLB-85150')).toBeVisible();
    expect(pending.getByText('Subtotal').nextSibling).toHaveTextContent('$2,490.00');
    expect(pending.getByText('Buyer’s note: For the Chicago expo.')).toBeVisible();

    const declined = await request('Declined');
    expect(declined.getByText('Reason: Over budget this quarter.')).toBeVisible();
    expect(declined.queryByRole('button')).toBeNull();
    const ordered = await request('Ordered');
    expect(ordered.getByRole('link', { name: 'BLS-9P2X4R' })).toHaveAttribute(
      'href',
      '/dashboard-client/orders/91',
    );
    expect(ordered.queryByRole('button')).toBeNull();

    await user.click(
      pending.getByRole('button', { name: 'Approve Bo Buyer’s order of $2,490.00' }),
    );
    await expectToast(APPROVAL_MESSAGES.approved);
    const approved = await request('Approved');
    expect(approved.getByText('Approved by Ada Lovelace on Nov 4, 2026')).toBeVisible();
    expect(approved.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(api.requestsTo('POST /api/account/company/approvals/31/approve')).toHaveLength(1);
  });

  it('declines a request only with a reason, showing the server’s message for it', async () => {
    const { api, state } = approvalsApi(COMPANY, [PENDING]);
    api.on('POST /api/account/company/approvals/31/decline', (request) => {
      const { reason } = request.body as { reason: string };
      if (reason === 'No') {
        return answer(422, {
          message: 'The given data was invalid.',
          validation_errors: { reason: ['Tell the buyer what to change.'] },
        });
      }
      const approval: Approval = {
        ...PENDING,
        status: 'declined',
        decided_at: '2026-11-04T10:00:00.000Z',
        decided_by: 'Ada Lovelace',
        reason,
      };
      state.approvals = [approval];
      return answer(200, { message: APPROVAL_MESSAGES.declinedDone, approval });
    });
    const { user } = renderRoute('/dashboard-client/company');

    const pending = await request('Waiting for approval');
    await user.click(pending.getByRole('button', { name: /^Decline Bo Buyer’s order/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline Bo Buyer’s order?' }));
    await user.click(dialog.getByRole('button', { name: 'Decline order' }));
    expect(await dialog.findByText('Say why the order is declined.')).toBeVisible();
    expect(api.requestsTo('POST /api/account/company/approvals/31/decline')).toHaveLength(0);

    const reason = dialog.getByLabelText(/^Reason/);
    await user.type(reason, 'No');
    await user.click(dialog.getByRole('button', { name: 'Decline order' }));
    expect(await dialog.findByText('Tell the buyer what to change.')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.clear(reason);
    await user.type(reason, 'Over budget this quarter.');
    await user.click(dialog.getByRole('button', { name: 'Decline order' }));
    await expectToast(APPROVAL_MESSAGES.declinedDone);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requestsTo('POST /api/account/company/approvals/31/decline').at(-1)!.body).toEqual({
      reason: 'Over budget this quarter.',
    });
    expect(
      (await request('Declined')).getByText('Reason: Over budget this quarter.'),
    ).toBeVisible();
  });

  it('shows a request the raised limit no longer holds as not needed, with nothing to answer', async () => {
    const { api, state } = approvalsApi(COMPANY, [PENDING]);
    api.on('PUT /api/account/company/approval-limit', () => {
      // The server stops the requests the new limit holds, in the same change.
      state.company = { ...state.company, approval_limit: 2500 };
      state.approvals = [{ ...PENDING, status: 'not_needed' }];
      return answer(200, { message: APPROVAL_MESSAGES.limitSaved, company: state.company });
    });
    const { user } = renderRoute('/dashboard-client/company');

    const pending = await request('Waiting for approval');
    expect(pending.getByRole('button', { name: /^Approve/ })).toBeVisible();
    const section = within(await screen.findByRole('region', { name: 'Order approvals' }));
    const limit = section.getByLabelText(/^Approval limit/);
    await user.clear(limit);
    await user.type(limit, '2500');
    await user.click(section.getByRole('button', { name: 'Save limit' }));
    await expectToast(APPROVAL_MESSAGES.limitSaved);

    const notNeeded = await request('No longer needed: the limit changed');
    expect(notNeeded.queryByText(/^Approved by/)).toBeNull();
    expect(notNeeded.queryByRole('button')).toBeNull();
  });

  it('shows a buyer their own requests and the rule, read-only', async () => {
    approvalsApi({ ...COMPANY, my_role: 'buyer', my_user_id: 2 }, [PENDING, DECLINED]);
    renderRoute('/dashboard-client/company');

    const section = within(await screen.findByRole('region', { name: 'Order approvals' }));
    expect(
      section.getByText('Orders over $2,000.00 placed by buyers need an admin’s approval.'),
    ).toBeVisible();
    expect((await request('Waiting for approval')).getByText(/10 × MLB 85x150/)).toBeVisible();
    expect(
      (await request('Declined')).getByText('Reason: Over budget this quarter.'),
    ).toBeVisible();
    expect(section.queryByRole('button')).toBeNull();
    expect(section.queryByLabelText(/^Approval limit/)).toBeNull();
  });
});

describe('order approvals on the account dashboard', () => {
  it('tells the admin how many buyers’ orders wait for an answer', async () => {
    approvalsApi(COMPANY, [PENDING, { ...PENDING, id: 32 }, DECLINED]);
    renderRoute('/dashboard-client');
    const notice = await screen.findByRole('region', { name: 'Order approvals' });
    expect(within(notice).getByText('2 buyers’ orders wait for your approval.')).toBeVisible();
    expect(
      within(notice).getByRole('link', { name: 'Approve or decline on the company page' }),
    ).toHaveAttribute('href', '/dashboard-client/company');
  });

  it('counts no request the limit no longer holds among those waiting', async () => {
    approvalsApi(COMPANY, [NOT_NEEDED, PENDING]);
    renderRoute('/dashboard-client');
    const notice = await screen.findByRole('region', { name: 'Order approvals' });
    expect(within(notice).getByText('A buyer’s order waits for your approval.')).toBeVisible();
  });

  it('tells a buyer nothing waits once their request is no longer needed', async () => {
    const { api } = approvalsApi({ ...COMPANY, my_role: 'buyer', approval_limit: null }, [
      NOT_NEEDED,
    ]);
    renderRoute('/dashboard-client');
    expect(await screen.findByRole('heading', { name: /^Hello/ })).toBeVisible();
    await waitFor(() =>
      expect(api.requestsTo('GET /api/account/company/approvals')).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Order approvals' })).toBeNull();
  });

  it('sends a buyer whose order was approved to checkout, its quote’s when it was one', async () => {
    const buyer: Company = { ...COMPANY, my_role: 'buyer' };
    approvalsApi(buyer, [{ ...PENDING, status: 'approved', decided_by: 'Ada Lovelace' }]);
    renderRoute('/dashboard-client');
    const notice = await screen.findByRole('region', { name: 'Order approvals' });
    expect(
      within(notice).getByText('Your order of $2,490.00 was approved: you can place it now.'),
    ).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/checkout?quote=12',
    );
  });

  it('says nothing, and asks nothing, for a customer in no company', async () => {
    const api = signedInAs(CUSTOMER);
    renderRoute('/dashboard-client');
    expect(await screen.findByRole('heading', { name: /^Hello/ })).toBeVisible();
    await waitFor(() => expect(api.requestsTo('GET /api/account/company')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Order approvals' })).toBeNull();
    expect(api.requestsTo('GET /api/account/company/approvals')).toHaveLength(0);
  });
});
