import type { Company, TaxCertificate } from '@backlit/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, CUSTOMER, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const company = (role: Company['my_role']): Company => ({
  id: 7,
  name: 'Resale Displays',
  tax_id: null,
  my_role: role,
  my_user_id: 1,
  members: [
    {
      user_id: 1,
      name: 'Ada Lovelace',
      email: CUSTOMER.email,
      role,
      joined_at: '2026-11-01T10:00:00.000Z',
    },
  ],
  invitations: [],
  addresses: [],
  memberships: [],
  approval_limit: null,
});

const CERTIFICATES: TaxCertificate[] = [
  {
    id: 3,
    form: 'Resale certificate',
    number: 'ON-RC-1',
    country: 'CA',
    state: 'ON',
    expires_on: '2027-12-31',
    status: 'approved',
    reason: null,
    uploaded_at: '2026-11-20T10:00:00.000Z',
    reviewed_at: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 2,
    form: 'SST',
    number: 'GA-9',
    country: 'US',
    state: 'GA',
    expires_on: '2027-06-30',
    status: 'refused',
    reason: 'The signature is missing.',
    uploaded_at: '2026-11-10T10:00:00.000Z',
    reviewed_at: '2026-11-11T10:00:00.000Z',
  },
];

function companyApi(role: Company['my_role']) {
  const api = signedInAs(CUSTOMER);
  api.on('GET /api/account/company', () => answer(200, { company: company(role) }));
  api.on('GET /api/account/company/orders', () =>
    answer(200, { orders: [], total: 0, page: 1, per_page: 20 }),
  );
  api.on('GET /api/account/company/tax-certificates', () =>
    answer(200, { certificates: CERTIFICATES }),
  );
  api.on('GET /api/account/company/sender', () =>
    answer(200, { sender: { shipping_name: null, return_address: null, has_logo: false } }),
  );
  return api;
}

describe('tax-exempt certificates on the company page', () => {
  it('lists each certificate with its state and a refusal’s reason; the admin opens the PDF', async () => {
    companyApi('admin');
    renderRoute('/dashboard-client/company');
    const list = await screen.findByRole('list', { name: 'Certificates' });
    const [approved, refused] = within(list).getAllByRole('listitem');
    expect(within(approved!).getByText('Approved')).toBeVisible();
    expect(within(approved!).getByText(/Ontario, Canada/)).toBeVisible();
    expect(
      within(approved!).getByRole('link', { name: /PDF of certificate ON-RC-1/ }),
    ).toHaveAttribute('href', '/api/account/company/tax-certificates/3/file');
    expect(within(refused!).getByText('Refused')).toBeVisible();
    expect(within(refused!).getByText('Reason: The signature is missing.')).toBeVisible();
  });

  it('shows the server’s refusal of the file next to the file field', async () => {
    const api = companyApi('admin');
    api.on('POST /api/account/company/tax-certificates', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { file: ['The certificate must be a PDF file.'] },
      }),
    );
    const { user } = renderRoute('/dashboard-client/company');
    const form = await screen.findByRole('form', { name: 'Upload a certificate' });
    await user.type(within(form).getByLabelText(/^Certificate number/), 'TX-1');
    await user.click(within(form).getByRole('button', { name: 'Send for review' }));
    const file = within(form).getByLabelText(/^Certificate \(PDF\)/);
    expect(await within(form).findByText('The certificate must be a PDF file.')).toBeVisible();
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/account/company/tax-certificates')).toHaveLength(1);
  });

  it('shows a buyer the certificates without the upload form or the PDFs', async () => {
    companyApi('buyer');
    renderRoute('/dashboard-client/company');
    const list = await screen.findByRole('list', { name: 'Certificates' });
    expect(within(list).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Upload a certificate' })).toBeNull();
    expect(await screen.findByText('Your company’s admin has not set it up yet.')).toBeVisible();
  });
});

describe('the shipping sender on the company page', () => {
  const SENDER = {
    shipping_name: 'Resale Displays',
    return_address: {
      streetaddress: '10 King St W',
      streetaddressoptional: 'Unit 4',
      city: 'Toronto',
      state_contry: 'ON',
      zip: 'M5H 1A1',
      country: 'CA',
    },
    has_logo: false,
  };

  it('lets the admin set the name and return address, and shows the server’s refusal by its field', async () => {
    const api = companyApi('admin');
    let refuse = true;
    api.on('PUT /api/account/company/sender', () =>
      refuse
        ? answer(422, {
            message: 'The given data was invalid.',
            validation_errors: { zip: ['Enter a valid Canadian postal code.'] },
          })
        : answer(200, { status: 200, message: 'Saved.', sender: SENDER }),
    );
    const { user } = renderRoute('/dashboard-client/company');
    const form = await screen.findByRole('form', { name: 'Shipping sender' });
    await user.type(within(form).getByLabelText(/^Shipping name/), 'Resale Displays');
    await user.selectOptions(within(form).getByLabelText(/^Country/), 'CA');
    await user.type(within(form).getByLabelText(/^Street address/), '10 King St W');
    await user.type(within(form).getByLabelText(/^Apartment, suite, unit/), 'Unit 4');
    await user.type(within(form).getByLabelText(/^Town \/ City/), 'Toronto');
    await user.selectOptions(within(form).getByLabelText(/^Province/), 'ON');
    await user.type(within(form).getByLabelText(/^Postal code/), 'M5H1A1');
    await user.click(within(form).getByRole('button', { name: 'Save sender' }));
    expect(await within(form).findByText('Enter a valid Canadian postal code.')).toBeVisible();
    expect(within(form).getByLabelText(/^Postal code/)).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.clear(within(form).getByLabelText(/^Postal code/));
    await user.type(within(form).getByLabelText(/^Postal code/), 'M5H 1A1');
    await user.click(within(form).getByRole('button', { name: 'Save sender' }));
    expect(await screen.findByText('Shipping sender saved.')).toBeInTheDocument();
    const [, saved] = api.requestsTo('PUT /api/account/company/sender');
    const sent = saved!.body as FormData;
    expect(Object.fromEntries([...sent.entries()])).toEqual({
      shipping_name: 'Resale Displays',
      streetaddress: '10 King St W',
      streetaddressoptional: 'Unit 4',
      city: 'Toronto',
      country: 'CA',
      state_contry: 'ON',
      zip: 'M5H 1A1',
    });
  });

  it('shows a buyer the sender as the parcels will name it', async () => {
    const api = companyApi('buyer');
    api.on('GET /api/account/company/sender', () => answer(200, { sender: SENDER }));
    renderRoute('/dashboard-client/company');
    const sender = await screen.findByRole('region', { name: 'Ship under your company’s name' });
    expect(await within(sender).findByText('Resale Displays')).toBeVisible();
    expect(within(sender).getByText(/10 King St W/)).toBeVisible();
    expect(within(sender).getByText(/Toronto, ON M5H 1A1/)).toBeVisible();
    expect(within(sender).queryByRole('form')).toBeNull();
  });
});
