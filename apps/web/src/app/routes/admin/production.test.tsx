import type { ProductionBoardResponse, ProductionOrder } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const ORDER: ProductionOrder = {
  id: 41,
  tracking_no: 'BLS-7K4M2Q',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  status: 'paid',
  on_account: false,
  ship_by: '2026-11-27',
  artwork_by: '2026-11-19',
  approve_by: '2026-11-20',
  target: '2026-12-02',
  show_name: 'Exhibitor Live',
  risks: ['ship_by_overdue', 'artwork_late'],
};

const BOARD: Omit<ProductionBoardResponse, 'status'> = {
  today: '2026-11-30',
  at_risk: 2,
  groups: [
    { group: 'overdue', orders: [ORDER] },
    {
      group: 'later',
      orders: [
        {
          ...ORDER,
          id: 42,
          tracking_no: 'BLS-Q2W3E4',
          ship_by: '2026-12-10',
          artwork_by: '2026-12-01',
          target: '2026-12-14',
          show_name: null,
          risks: ['proof_waiting'],
        },
        {
          ...ORDER,
          id: 43,
          tracking_no: 'BLS-ON7RAK',
          on_account: true,
          ship_by: '2026-12-11',
          risks: [],
        },
      ],
    },
    {
      group: 'unplanned',
      orders: [
        {
          ...ORDER,
          id: 44,
          tracking_no: 'BLS-N0PLAN',
          ship_by: null,
          artwork_by: null,
          approve_by: null,
          target: null,
          show_name: null,
          risks: [],
        },
      ],
    },
  ],
};

describe('the production board', () => {
  it('lists open orders by ship-by group with their risks, each linking to its order', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/production', () => answer(200, BOARD));
    api.on('GET /api/admin/orders-waiting', () => answer(200, { count: 0, at_risk: 2 }));
    renderRoute('/admin/production');

    const overdue = await screen.findByRole('table', { name: 'Overdue' });
    expect(within(overdue).getByRole('link', { name: 'BLS-7K4M2Q' })).toHaveAttribute(
      'href',
      '/admin/orders/41',
    );
    const risks = within(overdue).getByRole('list', { name: 'At risk' });
    expect(
      within(risks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ship-by day passed', 'Artwork late']);
    expect(within(overdue).getByText('Exhibitor Live')).toBeVisible();

    const later = screen.getByRole('table', { name: 'Later' });
    expect(within(later).getByText('Proof waiting for the customer')).toBeVisible();
    expect(within(later).getByText('A date')).toBeVisible();
    expect(within(later).getByText('On track')).toBeVisible();
    // Placed on account: its invoice is still to be paid.
    const onAccount = within(later).getByRole('row', { name: /BLS-ON7RAK/ });
    expect(within(onAccount).getByText('On account')).toBeVisible();
    expect(within(onAccount).queryByText('Paid')).toBeNull();
    expect(within(overdue).getByText('Paid')).toBeVisible();

    // Groups in the board's order, the unplanned last.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overdue (1 order)',
      'Later (2 orders)',
      'No ship-by day (1 order)',
    ]);
    expect(screen.getByRole('link', { name: 'Production' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when nothing is open', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/production', () =>
      answer(200, { today: '2026-11-30', at_risk: 0, groups: [] }),
    );
    renderRoute('/admin/production');
    expect(await screen.findByText('Nothing to make.')).toBeVisible();
  });
});
