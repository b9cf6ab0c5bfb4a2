import type { AgedAmounts, ReceivableCompany } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const NOTHING: AgedAmounts = {
  current: 0,
  overdue_1_30: 0,
  overdue_31_60: 0,
  overdue_61_90: 0,
  overdue_over_90: 0,
  total: 0,
};

/** On net 30, with one invoice more than a month overdue and two not yet due. */
const LATE_PAYER: ReceivableCompany = {
  company_id: 4,
  name: 'Acme Displays',
  net_days: 30,
  credit_limit: 5000,
  open_invoices: 3,
  oldest_due_on: '2026-10-01',
  owed: { ...NOTHING, current: 500, overdue_31_60: 1250.5, total: 1750.5 },
};

/** Its terms taken away, one invoice still open and not yet due. */
const ON_TIME: ReceivableCompany = {
  company_id: 7,
  name: 'Bright Booths',
  net_days: null,
  credit_limit: 0,
  open_invoices: 1,
  oldest_due_on: '2026-12-01',
  owed: { ...NOTHING, current: 980, total: 980 },
};

function receivablesOf(companies: ReceivableCompany[], totals: AgedAmounts) {
  const api = signedInAs(ADMIN);
  api.on('GET /api/admin/receivables', () =>
    answer(200, { as_of: '2026-11-15', totals, companies }),
  );
  return api;
}

/** The amount on the card whose label is `label`. */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('admin receivables', () => {
  it('shows what each company owes by age, longest overdue first, with its statement', async () => {
    receivablesOf([LATE_PAYER, ON_TIME], {
      ...NOTHING,
      current: 1480,
      overdue_31_60: 1250.5,
      total: 2730.5,
    });
    renderRoute('/admin/receivables');

    const table = await screen.findByRole('table', {
      name: 'What each company owes on account, longest overdue first',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Receivables' })).toBeVisible();
    expect(
      screen.getByText(
        'What companies owe on account, by how long it is overdue, as of Nov 15, 2026.',
      ),
    ).toBeVisible();

    expect(figure('Not yet due')).toBe('$1,480.00');
    expect(figure('1–30 days overdue')).toBe('$0.00');
    expect(figure('31–60 days overdue')).toBe('$1,250.50');
    expect(figure('61–90 days overdue')).toBe('$0.00');
    expect(figure('Over 90 days overdue')).toBe('$0.00');
    expect(figure('Total owed')).toBe('$2,730.50');

    const [, late, onTime] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(late!)).toEqual([
      'Acme DisplaysNet 30 · 3 open invoices',
      'Oct 1, 2026',
      '$500.00',
      '—',
      '$1,250.50',
      '—',
      '—',
      '$1,750.50',
      'Statement',
    ]);
    expect(cells(onTime!)).toEqual([
      'Bright BoothsNo terms · 1 open invoice',
      'Dec 1, 2026',
      '$980.00',
      '—',
      '—',
      '—',
      '—',
      '$980.00',
      'Statement',
    ]);

    expect(within(late!).getByRole('link', { name: 'Acme Displays' })).toHaveAttribute(
      'href',
      '/admin/companies/4',
    );
    expect(
      within(late!).getByRole('link', { name: 'Statement of Acme Displays (PDF)' }),
    ).toHaveAttribute('href', '/api/admin/companies/4/statement.pdf');
    expect(
      within(onTime!).getByRole('link', { name: 'Statement of Bright Booths (PDF)' }),
    ).toHaveAttribute('href', '/api/admin/companies/7/statement.pdf');
  });

  it('is in the back-office sidebar as Receivables', async () => {
    receivablesOf([LATE_PAYER], LATE_PAYER.owed);
    renderRoute('/admin/receivables');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Receivables' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Receivables' })).toHaveAttribute(
      'href',
      '/admin/receivables',
    );
  });

  it('says when no company owes anything on account', async () => {
    receivablesOf([], NOTHING);
    renderRoute('/admin/receivables');
    expect(await screen.findByText('No company owes anything on account.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Total owed')).not.toBeInTheDocument();
  });
});
