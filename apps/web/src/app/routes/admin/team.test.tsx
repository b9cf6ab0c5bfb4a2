import type { StaffMember } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const ME: StaffMember = {
  id: 1,
  name: 'Sam Staff',
  email: ADMIN.email,
  since: '2026-01-05T10:00:00.000Z',
};
const ALEX: StaffMember = {
  id: 9,
  name: 'Alex Kim',
  email: 'alex@example.com',
  since: '2026-06-01T10:00:00.000Z',
};

function teamApi() {
  const api = signedInAs(ADMIN);
  const staff = [ME];
  api.on('GET /api/admin/team', () => answer(200, { staff }));
  api.on('POST /api/admin/team', (request) => {
    const { email } = request.body as { email: string };
    if (email === 'nobody@example.com') {
      return answer(404, {
        message: 'No account uses this e-mail address. Ask them to register on the shop first.',
      });
    }
    staff.push(ALEX);
    return answer(200, { message: `${email} is now on the team.`, member: ALEX });
  });
  api.on('DELETE /api/admin/team/9', () => {
    staff.pop();
    return answer(200, { message: 'alex@example.com is no longer on the team.', member: ALEX });
  });
  return api;
}

describe('admin team', () => {
  it('lists staff; you cannot remove yourself', async () => {
    teamApi();
    renderRoute('/admin/team');
    const row = await screen.findByRole('row', { name: /Sam Staff/ });
    expect(within(row).getByText('(you)')).toBeVisible();
    expect(within(row).getByText('Jan 5, 2026')).toBeVisible();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says why an e-mail cannot be added, beside the field', async () => {
    const api = teamApi();
    const { user } = renderRoute('/admin/team');
    const email = await screen.findByLabelText('E-mail address');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/admin/team')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByText(/No account uses this e-mail address/)).toBeVisible();
    expect(email).toHaveFocus();
  });

  it('adds a customer to the team, then removes them after confirming', async () => {
    const api = teamApi();
    const { user } = renderRoute('/admin/team');
    await user.type(await screen.findByLabelText('E-mail address'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByText('alex@example.com is now on the team.')).toBeVisible();
    const row = await screen.findByRole('row', { name: /Alex Kim/ });

    await user.click(within(row).getByRole('button', { name: 'Remove Alex Kim from the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Alex Kim from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('alex@example.com is no longer on the team.')).toBeVisible();
    expect(screen.queryByRole('row', { name: /Alex Kim/ })).toBeNull();
    expect(api.requestsTo('DELETE /api/admin/team/9')).toHaveLength(1);
  });
});
