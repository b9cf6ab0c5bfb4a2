import { addDays, toIsoDate, type DashboardResponse, type StaffTodo } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs, type FakeRequest } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

function figures(from: string, to: string): Omit<DashboardResponse, 'status'> {
  return {
    from,
    to,
    currency: 'USD',
    new_orders: 4,
    new_customers: 3,
    total_sales: 1234.5,
    sales_by_day: [
      { date: from, orders: 1, sales: 1000 },
      { date: to, orders: 2, sales: 234.5 },
    ],
    recent_orders: [
      {
        id: 7,
        tracking_no: 'BLS-7K4M2Q',
        name: 'Jane Doe',
        status: 'shipped',
        on_account: false,
        total: 622.5,
        created_at: '2026-11-20T15:04:00.000Z',
      },
      {
        id: 8,
        tracking_no: 'BLS-9P2X4R',
        name: 'Ada Lovelace',
        status: 'paid',
        on_account: true,
        total: 298,
        created_at: '2026-11-19T10:00:00.000Z',
      },
    ],
    low_stock: [{ id: 3, name: 'MLB 85x150 Backlit Frame', sku: 'MLB-85X150', stock: 0 }],
    artwork_to_review: 2,
  };
}

function dashboardApi() {
  const api = signedInAs(ADMIN);
  const todos: StaffTodo[] = [];
  api.on('GET /api/admin/dashboard', (request) => {
    const search = new URLSearchParams(request.search);
    return answer(200, figures(search.get('from')!, search.get('to')!));
  });
  api.on('GET /api/admin/todos', () => answer(200, { todos }));
  api.on('POST /api/admin/todos', (request: FakeRequest) => {
    const todo = {
      id: todos.length + 1,
      text: (request.body as { text: string }).text,
      done: false,
      created_at: '2026-11-20T15:04:00.000Z',
    };
    todos.push(todo);
    return answer(201, { todo });
  });
  api.on('PATCH /api/admin/todos/1', (request) => {
    Object.assign(todos[0]!, request.body);
    return answer(200, { todo: todos[0] });
  });
  api.on('DELETE /api/admin/todos/1', () => {
    todos.splice(0, 1);
    return answer(200, { message: 'To-do deleted.' });
  });
  return api;
}

describe('admin dashboard', () => {
  it('shows the last 30 days by default: tiles, chart with its table, recent orders, low stock', async () => {
    const api = dashboardApi();
    renderRoute('/admin/dashboard');
    const today = toIsoDate(new Date());

    expect(await screen.findByText('$1,234.50')).toBeVisible();
    expect(api.requestsTo('GET /api/admin/dashboard')[0]!.search).toBe(
      `?from=${addDays(today, -29)}&to=${today}`,
    );
    expect(screen.getByRole('link', { name: /New orders\s*4/ })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(screen.getByText('New customers').nextSibling).toHaveTextContent('3');
    const chart = screen.getByRole('img', { name: 'Sales by day' });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(chart).toHaveAccessibleDescription(/\$1,234\.50 over 2 days/);
    const figuresTable = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(figuresTable).getAllByRole('row')).toHaveLength(3);

    const order = screen.getByRole('row', { name: /BLS-7K4M2Q/ });
    expect(within(order).getByText('Shipped')).toBeVisible();
    // Placed on account, not paid yet.
    const onAccount = screen.getByRole('row', { name: /BLS-9P2X4R/ });
    expect(within(onAccount).getByText('On account')).toBeVisible();
    expect(within(order).getByRole('link', { name: 'BLS-7K4M2Q' })).toHaveAttribute(
      'href',
      '/admin/orders/7',
    );
    expect(screen.getByRole('link', { name: /MLB 85x150 Backlit Frame/ })).toHaveAttribute(
      'href',
      '/admin/edit-product/3',
    );
    expect(screen.getByText('Out of stock')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('switches period by link or custom dates, and checks the dates first', async () => {
    const api = dashboardApi();
    const { user, router } = renderRoute('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Last 7 days' }));
    const today = toIsoDate(new Date());
    expect(router.state.location.search).toBe('?days=7');
    await screen.findByText(/Your shop from/);
    expect(api.requestsTo('GET /api/admin/dashboard').at(-1)!.search).toBe(
      `?from=${addDays(today, -6)}&to=${today}`,
    );

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-08');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start must not be after the end.')).toBeVisible();

    await user.clear(to);
    await user.type(to, '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?from=2026-03-08&to=2026-03-10');
    expect(await screen.findByText('Your shop from Mar 8, 2026 to Mar 10, 2026.')).toBeVisible();
  });

  it('adds, ticks and deletes to-dos with the keyboard', async () => {
    const api = dashboardApi();
    const { user } = renderRoute('/admin/dashboard');
    const input = await screen.findByLabelText('New to-do');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Write what is to be done.')).toBeVisible();
    expect(api.requestsTo('POST /api/admin/todos')).toHaveLength(0);

    await user.type(input, 'Call the printer{Enter}');
    const item = await screen.findByRole('checkbox', { name: 'Call the printer' });
    expect(input).toHaveValue('');

    item.focus();
    await user.keyboard(' ');
    expect(api.requestsTo('PATCH /api/admin/todos/1')[0]!.body).toEqual({ done: true });
    expect(await screen.findByRole('checkbox', { name: 'Call the printer' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Delete “Call the printer”' }));
    expect(await screen.findByText('Nothing to do. Add the first item above.')).toBeVisible();
  });
});
