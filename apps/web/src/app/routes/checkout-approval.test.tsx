import {
  APPROVAL_MESSAGES,
  type CheckoutApproval,
  type CheckoutSummary,
  type CompanyTerms,
} from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutApi, SUMMARY } from '../../../test/checkout-fixtures';
import { answer } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

/** A company on net 30: without an approval rule its buyers may pay by invoice. */
const TERMS: CompanyTerms = {
  net_days: 30,
  credit_limit: 5000,
  open_balance: 0,
  available_credit: 5000,
  blocked: null,
  invoices: null,
};

const NEEDED: CheckoutApproval = { limit: 400, state: 'needed', approval_id: null, reason: null };
const PENDING: CheckoutApproval = { ...NEEDED, state: 'pending', approval_id: 31 };

const QUOTE_SUMMARY: Omit<CheckoutSummary, 'status'> = {
  ...SUMMARY,
  quote: { id: 12, number: 'Q-00012', shipping: 40 },
};

/**
 * A company buyer at checkout, the summary's approval as `state.approval` says. Asking for
 * approval turns it to pending, as the server does.
 */
function approvalApi(approval: CheckoutApproval | null, summary = SUMMARY) {
  const api = checkoutApi(summary);
  const state = { approval };
  api.on('GET /api/checkout', () => answer(200, { ...summary, approval: state.approval }));
  api.on('GET /api/account/company/terms', () => answer(200, { terms: TERMS }));
  api.on('POST /api/account/company/approvals', () => {
    state.approval = PENDING;
    return answer(200, {
      message: APPROVAL_MESSAGES.requested,
      approval: {
        id: 31,
        status: 'pending',
        buyer: { user_id: 2, name: 'Jane Doe', email: 'jane@example.com' },
        lines: [],
        subtotal: 498,
        quote: null,
        note: null,
        requested_at: '2026-11-03T10:00:00.000Z',
        decided_at: null,
        decided_by: null,
        reason: null,
        order: null,
      },
    });
  });
  return { api, state };
}

async function openPayment(path = '/checkout') {
  const view = renderRoute(path);
  const payment = await screen.findByRole('region', { name: 'Payment methods' });
  return { ...view, payment: within(payment) };
}

/** None of the ways to pay is offered. */
function expectNoWayToPay() {
  expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Place order on account/ })).toBeNull();
  expect(screen.queryByRole('radio', { name: /^Pay by invoice/ })).toBeNull();
}

describe('checkout of an order that needs the company admin’s approval', () => {
  it('offers no way to pay and asks for approval with the buyer’s note', async () => {
    const { api } = approvalApi(NEEDED);
    const { user, payment } = await openPayment();

    expect(
      await payment.findByText('Orders over $400.00 need your company admin’s approval.'),
    ).toBeVisible();
    expectNoWayToPay();

    await user.type(payment.getByLabelText(/^Note for your admin/), 'Booth for Chicago.');
    await user.click(payment.getByRole('button', { name: 'Ask for approval' }));
    expect(await payment.findByRole('status')).toHaveTextContent(APPROVAL_MESSAGES.requested);
    expect(api.requestsTo('POST /api/account/company/approvals')[0]!.body).toEqual({
      note: 'Booth for Chicago.',
    });
    // The summary, asked again, now says the request waits.
    expect(
      await payment.findByRole('heading', { name: 'Waiting for your company admin’s approval' }),
    ).toBeVisible();
    expect(payment.queryByRole('button', { name: 'Ask for approval' })).toBeNull();
    expectNoWayToPay();
  });

  it('asks for approval of the quote being checked out', async () => {
    const { api } = approvalApi(NEEDED, QUOTE_SUMMARY);
    const { user, payment } = await openPayment('/checkout?quote=12');
    await user.click(await payment.findByRole('button', { name: 'Ask for approval' }));
    expect(await payment.findByRole('status')).toHaveTextContent(APPROVAL_MESSAGES.requested);
    expect(api.requestsTo('GET /api/checkout')[0]!.search).toBe('?quote_id=12');
    expect(api.requestsTo('POST /api/account/company/approvals')[0]!.body).toEqual({
      quote_id: 12,
      note: '',
    });
  });

  it('while the request waits, says so and where the buyer follows it', async () => {
    approvalApi(PENDING);
    const { payment } = await openPayment();
    expect(
      await payment.findByRole('heading', { name: 'Waiting for your company admin’s approval' }),
    ).toBeVisible();
    expect(payment.getByRole('link', { name: /See your requests/ })).toHaveAttribute(
      'href',
      '/dashboard-client/company',
    );
    expect(payment.queryByRole('button', { name: /Ask/ })).toBeNull();
    expectNoWayToPay();
  });

  it('shows why the admin declined, and asks again', async () => {
    const { api } = approvalApi({
      ...PENDING,
      state: 'declined',
      reason: 'Over budget this quarter.',
    });
    const { user, payment } = await openPayment();
    expect(
      await payment.findByRole('heading', { name: 'Your company’s admin declined this order' }),
    ).toBeVisible();
    expect(payment.getByText('Reason: Over budget this quarter.')).toBeVisible();
    expectNoWayToPay();

    await user.click(payment.getByRole('button', { name: 'Ask again' }));
    expect(await payment.findByRole('status')).toHaveTextContent(APPROVAL_MESSAGES.requested);
    expect(api.requestsTo('POST /api/account/company/approvals')).toHaveLength(1);
  });

  it('offers the ways to pay once approved', async () => {
    approvalApi({ ...PENDING, state: 'approved' });
    const { payment } = await openPayment();
    expect(await payment.findByText('Approved by your company’s admin')).toBeVisible();
    expect(payment.getByRole('button', { name: /Pay now · \$498\.00/ })).toBeVisible();
    expect(await payment.findByRole('radio', { name: /^Pay by invoice/ })).toBeEnabled();
    expect(payment.queryByRole('button', { name: /Ask/ })).toBeNull();
  });

  it('asks again when the order no longer matches its approval at the last step', async () => {
    const { api, state } = approvalApi({ ...PENDING, state: 'approved' });
    api.on('POST /api/checkout/on-account', () => {
      state.approval = { ...NEEDED, approval_id: 31 };
      return answer(409, { message: APPROVAL_MESSAGES.changed });
    });
    const { user, payment } = await openPayment();
    await user.click(await payment.findByRole('radio', { name: /^Pay by invoice/ }));
    await user.type(payment.getByLabelText(/^Purchase-order number/), 'PO-1');
    await user.click(payment.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(payment.getByRole('button', { name: /Place order on account/ }));

    expect(await payment.findByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.changed);
    expect(await payment.findByRole('button', { name: 'Ask for approval' })).toBeVisible();
    expectNoWayToPay();
  });
});
