import type { AuditEntry } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const ENTRY: AuditEntry = {
  id: 3,
  actor_id: 1,
  actor_email: ADMIN.email,
  area: 'team',
  action: 'team.promote',
  summary: 'Added alex@example.com to the team',
  created_at: '2026-11-20T15:04:00.000Z',
};

describe('admin audit log', () => {
  it('lists staff actions and filters them by area through the URL', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/audit', (request) =>
      answer(200, {
        entries: request.search.includes('area=settings')
          ? [{ ...ENTRY, id: 4, area: 'settings', summary: 'Changed the shop phone "+1 212"' }]
          : [ENTRY],
        total: 1,
        page: 1,
        per_page: 30,
      }),
    );
    const { user, router } = renderRoute('/admin/audit-log');
    const row = await screen.findByRole('row', { name: /Added alex@example.com to the team/ });
    expect(within(row).getByText('Team')).toBeVisible();
    expect(within(row).getByText(ADMIN.email)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Area'), 'Settings');
    expect(router.state.location.search).toBe('?area=settings');
    expect(await screen.findByText('Changed the shop phone "+1 212"')).toBeVisible();
    expect(api.requestsTo('GET /api/admin/audit').at(-1)!.search).toBe('?page=1&area=settings');
  });
});
