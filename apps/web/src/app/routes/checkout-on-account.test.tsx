import type { CompanyTerms } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutApi } from '../../../test/checkout-fixtures';
import { answer } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

/** A company on net 30 with $4,000 of its $5,000 limit left. */
const TERMS: CompanyTerms = {
  net_days: 30,
  credit_limit: 5000,
  open_balance: 1000,
  available_credit: 4000,
  blocked: null,
  invoices: null,
};

function companyApi(terms: CompanyTerms | null) {
  const api = checkoutApi();
  api.on('GET /api/account/company/terms', () => answer(200, { terms }));
  return api;
}

async function openCheckout(api: ReturnType<typeof checkoutApi>) {
  const view = renderRoute('/checkout');
  await screen.findByRole('heading', { name: 'Billing details' });
  return { ...view, api };
}

describe('checkout for a company buyer', () => {
  it('pays by invoice: the PO number is required, then the order is placed at once', async () => {
    const api = companyApi(TERMS);
    api.on('POST /api/checkout/on-account', () =>
      answer(200, {
        message: 'Order placed successfully',
        tracking_no: 'BLS-9Q2W7E',
        order_id: 12,
      }),
    );
    const { user, router } = await openCheckout(api);
    const invoice = await screen.findByRole('radio', { name: /^Pay by invoice \(net 30\)/ });
    expect(invoice).toHaveAccessibleName(/\$4,000\.00 of your company's credit available/);
    expect(screen.getByRole('radio', { name: /^Demo payment/ })).toBeChecked();
    await user.click(invoice);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Place order on account · \$498\.00/ }));

    const po = screen.getByLabelText(/^Purchase-order number/);
    expect(
      await screen.findByText('The purchase-order number is required to pay by invoice.'),
    ).toBeVisible();
    expect(po).toHaveFocus();
    expect(api.requestsTo('POST /api/checkout/on-account')).toHaveLength(0);

    await user.type(po, 'PO-4471');
    await user.click(screen.getByRole('button', { name: /Place order on account/ }));
    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/complete/BLS-9Q2W7E');
    const [placed] = api.requestsTo('POST /api/checkout/on-account');
    expect(placed?.body).toMatchObject({ po_number: 'PO-4471', terms: true, rush: false });
    expect(placed?.body).not.toHaveProperty('payment_order_id');
    expect(api.requestsTo('POST /api/checkout/payment')).toHaveLength(0);
  });

  it('ships under the company’s name when the buyer ticks it', async () => {
    const api = companyApi(TERMS);
    api.on('GET /api/account/company/sender', () =>
      answer(200, {
        sender: {
          shipping_name: 'Acme Events',
          return_address: null,
          has_logo: false,
        },
      }),
    );
    api.on('POST /api/checkout/on-account', () =>
      answer(200, {
        message: 'Order placed successfully',
        tracking_no: 'BLS-7T6Y5U',
        order_id: 13,
      }),
    );
    const { user } = await openCheckout(api);
    await user.click(await screen.findByRole('radio', { name: /^Pay by invoice/ }));
    await user.type(screen.getByLabelText(/^Purchase-order number/), 'PO-88');
    await user.click(
      await screen.findByRole('checkbox', {
        name: /^Ship under our company’s name \(Acme Events\)/,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Place order on account/ }));
    expect(await screen.findByRole('heading', { name: 'Order complete' })).toBeVisible();
    expect(api.requestsTo('POST /api/checkout/on-account')[0]?.body).toMatchObject({
      po_number: 'PO-88',
      blind_ship: true,
    });
  });

  it('says why it cannot pay by invoice now', async () => {
    const overdue = 'Your company has an overdue invoice, so it cannot order on account.';
    await openCheckout(companyApi({ ...TERMS, blocked: overdue }));
    const invoice = await screen.findByRole('radio', { name: /^Pay by invoice/ });
    expect(invoice).toBeDisabled();
    expect(invoice).toHaveAccessibleName(new RegExp(overdue));
  });

  it('shows the refusal of an order over the credit limit', async () => {
    const over = "This order is $98.00 over your company's credit limit ($400.00 available).";
    const api = companyApi({ ...TERMS, available_credit: 400 });
    api.on('POST /api/checkout/on-account', () => answer(409, { message: over }));
    const { user } = await openCheckout(api);
    await user.click(await screen.findByRole('radio', { name: /^Pay by invoice/ }));
    await user.type(screen.getByLabelText(/^Purchase-order number/), 'PO-1');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: /Place order on account/ }));
    const payment = within(screen.getByRole('region', { name: 'Payment methods' }));
    expect(await payment.findByRole('alert')).toHaveTextContent(over);
  });

  it('asks a company without terms only for the optional PO number, sent with the payment', async () => {
    await openCheckout(companyApi(null));
    expect(await screen.findByLabelText(/^Purchase-order number/)).toBeVisible();
    expect(screen.queryByRole('radio', { name: /^Pay by invoice/ })).not.toBeInTheDocument();
  });
});
