import { DEFAULT_SHOP_INFO, type ShowView } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const SHOW: ShowView = {
  id: 4,
  slug: 'national-retail-interiors-show-2027',
  name: 'National Retail Interiors Show',
  organizer: null,
  venue: 'Javits Center',
  city: 'New York',
  country: 'US',
  region: 'NY',
  move_in: '2027-04-12',
  starts_on: '2027-04-13',
  ends_on: '2027-04-15',
  contractor: null,
  warehouse: null,
  direct: { from: '2027-04-12', to: '2027-04-12' },
  url: null,
  status: 'scheduled',
  target: '2027-04-12',
  target_kind: 'direct',
};

describe('the back-office trade-show calendar', () => {
  it('lists the shows and adds one, checking its fields as the server does', async () => {
    const api = signedInAs(ADMIN);
    const shows: ShowView[] = [SHOW];
    api.on('GET /api/admin/trade-shows', () => answer(200, { shows }));
    api.on('POST /api/admin/trade-shows', (request) => {
      const body = request.body as Record<string, string>;
      const created: ShowView = {
        ...SHOW,
        id: 5,
        slug: 'sign-and-display-expo-2027',
        name: body.name!,
        city: body.city!,
        region: body.region!,
      };
      shows.unshift(created);
      return answer(200, { show: created });
    });
    const { user, router } = renderRoute('/admin/trade-shows');

    const table = await screen.findByRole('table', { name: 'Trade shows' });
    expect(within(table).getByRole('link', { name: SHOW.name })).toHaveAttribute(
      'href',
      `/trade-Show/${SHOW.slug}`,
    );
    expect(within(table).getByText('at the booth')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Add a show' }));
    const form = await screen.findByRole('form', { name: 'New trade show' });
    await user.type(within(form).getByLabelText(/Show name/), 'Sign & Display Expo');
    await user.type(within(form).getByLabelText(/Venue/), 'Las Vegas Convention Center');
    await user.type(within(form).getByLabelText(/City/), 'Las Vegas');
    await user.selectOptions(within(form).getByLabelText(/State/), 'NV');
    await user.type(within(form).getByLabelText(/Move-in/), '2027-03-02');
    await user.type(within(form).getByLabelText(/Opens/), '2027-03-01');
    await user.type(within(form).getByLabelText(/Closes/), '2027-03-04');
    await user.click(within(form).getByRole('button', { name: 'Add the show' }));
    expect(await within(form).findByText('The show cannot open before move-in.')).toBeVisible();
    expect(api.requestsTo('POST /api/admin/trade-shows')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Move-in/));
    await user.type(within(form).getByLabelText(/Move-in/), '2027-02-28');
    await user.click(within(form).getByRole('button', { name: 'Add the show' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/trade-shows'));
    expect(api.requestsTo('POST /api/admin/trade-shows')[0]!.body).toMatchObject({
      name: 'Sign & Display Expo',
      country: 'US',
      region: 'NV',
      move_in: '2027-02-28',
      starts_on: '2027-03-01',
      ends_on: '2027-03-04',
      organizer: null,
      warehouse_address: null,
      warehouse_from: null,
      status: 'scheduled',
    });
    expect(await screen.findByRole('link', { name: 'Sign & Display Expo' })).toBeVisible();
  });

  it('sets the cut-off, time zone and closures under Settings', async () => {
    const api = signedInAs(ADMIN);
    api.on('GET /api/admin/settings', () => answer(200, { shop: DEFAULT_SHOP_INFO }));
    api.on('GET /api/shipping-countries', () => answer(200, { countries: ['US', 'CA'] }));
    api.on('GET /api/admin/settings/tax', () => answer(200, { regions: [] }));
    api.on('GET /api/admin/settings/planner', () =>
      answer(200, { time_zone: 'America/New_York', order_cutoff: '12:00', closures: [] }),
    );
    api.on('PUT /api/admin/settings/planner', (request) => {
      const body = request.body as { closures: object[] };
      return answer(200, {
        ...body,
        closures: body.closures.map((closure, index) => ({ id: index + 1, ...closure })),
      });
    });
    const { user } = renderRoute('/admin/settings');

    const form = await screen.findByRole('form', { name: 'Order cut-off and closures' });
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'America/Chicago');
    await user.click(within(form).getByRole('button', { name: 'Add a closure' }));
    await user.type(within(form).getByLabelText('First day'), '2026-12-24');
    await user.type(within(form).getByLabelText('Last day'), '2026-12-23');
    await user.type(within(form).getByLabelText('Reason'), 'Holidays');
    await user.click(within(form).getByRole('button', { name: 'Save cut-off and closures' }));
    expect(
      await within(form).findByText('The last closed day cannot come before the first.'),
    ).toBeVisible();

    await user.clear(within(form).getByLabelText('Last day'));
    await user.type(within(form).getByLabelText('Last day'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Save cut-off and closures' }));
    expect(await within(form).findByText(/Saved\. Every deadline/)).toBeVisible();
    expect(api.requestsTo('PUT /api/admin/settings/planner')[0]!.body).toEqual({
      time_zone: 'America/Chicago',
      order_cutoff: '12:00',
      closures: [{ starts_on: '2026-12-24', ends_on: '2027-01-01', reason: 'Holidays' }],
    });
  });

  it('deletes a show only after asking, and says so', async () => {
    const api = signedInAs(ADMIN);
    const other: ShowView = { ...SHOW, id: SHOW.id + 1, name: 'Pacific Sign Expo' };
    let shows: ShowView[] = [SHOW, other];
    api.on('GET /api/admin/trade-shows', () => answer(200, { shows }));
    api.on(`DELETE /api/admin/trade-shows/${SHOW.id}`, () => {
      shows = [other];
      return answer(200, { message: 'Deleted.' });
    });
    const { user } = renderRoute('/admin/trade-shows');

    const table = await screen.findByRole('table', { name: 'Trade shows' });
    await user.click(within(table).getByRole('button', { name: `Delete ${SHOW.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${SHOW.name}?` });
    expect(api.requestsTo(`DELETE /api/admin/trade-shows/${SHOW.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`${SHOW.name} was deleted from the calendar.`)).toBeVisible();
    expect(api.requestsTo(`DELETE /api/admin/trade-shows/${SHOW.id}`)).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText(SHOW.name)).toBeNull());
  });

  it('says the last show was deleted, above the empty calendar', async () => {
    const api = signedInAs(ADMIN);
    let shows: ShowView[] = [SHOW];
    api.on('GET /api/admin/trade-shows', () => answer(200, { shows }));
    api.on(`DELETE /api/admin/trade-shows/${SHOW.id}`, () => {
      shows = [];
      return answer(200, { message: 'Deleted.' });
    });
    const { user } = renderRoute('/admin/trade-shows');

    const table = await screen.findByRole('table', { name: 'Trade shows' });
    await user.click(within(table).getByRole('button', { name: `Delete ${SHOW.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${SHOW.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No trade show yet.')).toBeVisible();
    expect(screen.getByText(`${SHOW.name} was deleted from the calendar.`)).toBeVisible();
  });
});
