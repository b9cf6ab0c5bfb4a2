import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, CUSTOMER, fakeApi, XSRF_TOKEN } from '../../../test/fake-api';
import { preloadPasswordStrength } from '../../../test/password-strength';
import { renderRoute } from '../../../test/render-route';
import { expectToast } from '../../../test/toast';

const STRONG_PASSWORD = 'copper lantern drifts north 47';

beforeAll(preloadPasswordStrength);

type Overrides = Partial<Record<string, string>>;

const findPage = () => screen.findByRole('heading', { level: 1, name: 'Create your account' });

/** The required fields: name, e-mail and one password. */
async function fillRegisterForm(user: UserEvent, overrides: Overrides = {}) {
  const values: Record<string, string> = {
    'First name': 'Jane',
    'Last name': 'Doe',
    'E-mail address': 'Jane@Example.com',
    Password: STRONG_PASSWORD,
    ...overrides,
  };
  await findPage();
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    // Pasting is a real input event, and much faster than typing field by field.
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
}

const signUp = (api: ReturnType<typeof fakeApi>) =>
  api.on('POST /api/register', () => {
    api.state.user = CUSTOMER;
    return answer(200, {
      message: 'Registered successfully.',
      token: 'never-stored',
      username: 'jane_doe',
      role_as: 0,
    });
  });

describe('register page', () => {
  it('asks only for name, e-mail and password; explains the optional groups', async () => {
    fakeApi();
    renderRoute('/register');
    await findPage();
    const account = within(screen.getByRole('group', { name: /^Your account/ }));
    for (const label of [/^First name/, /^Last name/, /^E-mail address/, /^Password/]) {
      expect(account.getByLabelText(label)).toBeRequired();
    }
    // One password field, no confirmations, no username.
    expect(screen.getAllByLabelText(/password/i, { selector: 'input' })).toHaveLength(1);
    expect(screen.queryByLabelText(/^Confirm/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    // Company and phone, the address and memberships: optional, each saying why it helps.
    expect(screen.getByLabelText(/^Company name/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(screen.getByRole('group', { name: /^Address.*Optional/ })).toBeVisible();
    expect(screen.queryByLabelText(/^Street address/)).not.toBeInTheDocument();
    const trade = within(screen.getByRole('group', { name: /^Trade associations/ }));
    expect(
      trade.getByText(/GIGA, EDPA or ASI member\? Tell us your member number for trade prices\./),
    ).toBeVisible();
    for (const name of ['GIGA member', 'EDPA member', 'ASI member']) {
      expect(trade.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await waitFor(() => expect(document.title).toBe('Register | Backlit Shop'));
  });

  it('shows and hides the password with one button', async () => {
    fakeApi();
    const { user } = renderRoute('/register');
    await fillRegisterForm(user);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue(STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows why Password123 is weak and does not send it', async () => {
    const api = fakeApi();
    const { user } = renderRoute('/register');
    await fillRegisterForm(user, { Password: 'Password123' });

    const { passwordStrength } = await import('@backlit/domain/password-strength');
    const { reasons } = passwordStrength('Password123', ['Jane', 'Doe', 'Jane@Example.com']);
    const [reason = ''] = reasons;
    expect(reason).not.toBe('');

    // The live meter explains it while typing…
    expect(await screen.findByText(/password strength: (very weak|weak|fair)/i)).toBeVisible();
    expect(screen.getByText(reason, { selector: 'li' })).toBeVisible();
    const password = screen.getByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // …and the submit is refused with the same reasons next to the field.
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(api.requestsTo('POST /api/register')).toHaveLength(0);
  });

  it('sends the required fields alone, signs the visitor in and says the account is ready', async () => {
    const api = fakeApi();
    signUp(api);
    const { user, router } = renderRoute('/register');
    await fillRegisterForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-client'));
    const [request] = api.requestsTo('POST /api/register');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
    expect(request?.body).toEqual({
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane@example.com',
      password: STRONG_PASSWORD,
      affiliations: { GIGA: false, EDPA: false, ASI: false },
      member_numbers: {},
    });
    await expectToast(/^Welcome, Jane! Your account is ready/);
    expect(screen.queryByText(/Thanks for contacting us/)).not.toBeInTheDocument();
    expect(localStorage.getItem('auth_username')).toBe('jane_doe');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /my account/i }),
    ).toHaveAttribute('href', '/dashboard-client');
  });

  it('sends an address and member numbers when given, the address by the address book’s rules', async () => {
    const api = fakeApi();
    signUp(api);
    const { user, router } = renderRoute('/register');
    await fillRegisterForm(user, { 'Company name': 'Glow Expo' });
    await user.click(screen.getByRole('checkbox', { name: 'Add my delivery address now' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'CA');
    await user.type(screen.getByLabelText(/^Street address/), '100 Queen St W');
    await user.type(screen.getByLabelText(/^Town \/ City/), 'Toronto');
    await user.selectOptions(screen.getByLabelText(/^Province/), 'ON');
    await user.type(screen.getByLabelText(/^Postal code/), '30303');
    await user.click(screen.getByRole('checkbox', { name: 'EDPA member' }));
    await user.type(screen.getByLabelText(/^EDPA member number/), 'E-4411');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // The phone comes with an address; the postcode follows the country.
    expect(await screen.findByText(/The phone is required with an address/)).toBeVisible();
    expect(screen.getByText('Enter a valid postal code, e.g. K1A 0B1.')).toBeVisible();
    expect(api.requestsTo('POST /api/register')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Phone/), '+1 416 555 0100');
    await user.clear(screen.getByLabelText(/^Postal code/));
    await user.type(screen.getByLabelText(/^Postal code/), 'M5H 2N2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-client'));
    expect(api.requestsTo('POST /api/register')[0]?.body).toEqual({
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane@example.com',
      password: STRONG_PASSWORD,
      companyname: 'Glow Expo',
      phone: '+1 416 555 0100',
      country: 'CA',
      address: '100 Queen St W',
      address2: '',
      city: 'Toronto',
      state: 'ON',
      codepostal: 'M5H 2N2',
      affiliations: { GIGA: false, EDPA: true, ASI: false },
      member_numbers: { EDPA: 'E-4411' },
    });
  });

  it('puts the server’s validation errors next to their fields', async () => {
    const api = fakeApi();
    api.on('POST /api/register', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { email: ['The email has already been taken.'] },
      }),
    );
    const { user } = renderRoute('/register');
    await fillRegisterForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('The email has already been taken.')).toBeVisible();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAccessibleDescription(
      expect.stringContaining('The email has already been taken.'),
    );
    expect(localStorage.getItem('auth_username')).toBeNull();
  });
});
