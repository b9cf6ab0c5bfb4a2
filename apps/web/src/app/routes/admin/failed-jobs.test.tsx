import type { FailedJob } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs, XSRF_TOKEN } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { expectToast } from '../../../../test/toast';

const MAIL: FailedJob = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  label: 'Order confirmation e-mail',
  subject: 'order #9, jane@example.com',
  error: 'connect ECONNREFUSED 127.0.0.1:587',
  attempts: 5,
  created_at: '2026-11-20T15:04:00.000Z',
  failed_at: '2026-11-20T15:40:00.000Z',
};

const RECONCILE: FailedJob = {
  ...MAIL,
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  label: 'Payment check',
  subject: 'payment #12',
  error: 'PayPal answered 503 Service Unavailable',
  attempts: 10,
};

describe('admin failed jobs', () => {
  it('lists what failed and why, retries a job, says so and refreshes the list', async () => {
    const api = signedInAs(ADMIN);
    let failed = [MAIL, RECONCILE];
    api.on('GET /api/admin/jobs/failed', () => answer(200, { jobs: failed }));
    api.on(`POST /api/admin/jobs/${MAIL.id}/retry`, () => {
      failed = [RECONCILE];
      return answer(200, { message: 'The job will be tried again in a moment.' });
    });
    const { user } = renderRoute('/admin/failed-jobs');

    const row = (await screen.findAllByText('Order confirmation e-mail'))[0]!.closest('tr')!;
    expect(row).toHaveTextContent('order #9, jane@example.com');
    expect(row).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:587');
    expect(row).toHaveTextContent('5');
    expect(screen.getByText('2 failed jobs')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Failed jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(
      within(row).getByRole('button', {
        name: 'Retry Order confirmation e-mail: order #9, jane@example.com',
      }),
    );
    await expectToast('The job will be tried again in a moment.');
    expect(await screen.findByText('1 failed job')).toBeVisible();
    expect(screen.queryByText('connect ECONNREFUSED 127.0.0.1:587')).not.toBeInTheDocument();
    const [retry] = api.requestsTo(`POST /api/admin/jobs/${MAIL.id}/retry`);
    expect(retry!.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
    expect(api.requestsTo('GET /api/admin/jobs/failed')).toHaveLength(2);
  });

  it('says why a retry was refused and shows the list as it is now', async () => {
    const api = signedInAs(ADMIN);
    let failed = [MAIL];
    api.on('GET /api/admin/jobs/failed', () => answer(200, { jobs: failed }));
    api.on(`POST /api/admin/jobs/${MAIL.id}/retry`, () => {
      // Another member of staff retried it first.
      failed = [];
      return answer(404, { message: 'This job has not failed, or was retried already.' });
    });
    const { user } = renderRoute('/admin/failed-jobs');
    await user.click(await screen.findByRole('button', { name: /^Retry Order confirmation/ }));

    expect(
      await screen.findByText('This job has not failed, or was retried already.'),
    ).toBeVisible();
    expect(await screen.findByText('No failed jobs.')).toBeVisible();
    await waitFor(() => expect(api.requestsTo('GET /api/admin/jobs/failed')).toHaveLength(2));
  });
});
