import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, CUSTOMER, fakeApi, XSRF_TOKEN } from '../../../test/fake-api';
import { preloadPasswordStrength } from '../../../test/password-strength';
import { renderRoute } from '../../../test/render-route';

const STRONG_PASSWORD = 'copper lantern drifts north 47';

beforeAll(preloadPasswordStrength);

type Overrides = Partial<Record<string, string>>;

const findPage = () => screen.findByRole('heading', { level: 1, name: 'Create your account' });

async function fillRegisterForm(user: UserEvent, overrides: Overrides = {}) {
  const values: Record<string, string> = {
    Username: 'jane_doe',
    'Email address': 'Jane@Example.com',
    'Confirm email address': 'jane@example.com',
    Password: STRONG_PASSWORD,
    'Confirm password': STRONG_PASSWORD,
    'First name': 'Jane',
    'Last name': 'Doe',
    Phone: '+1 404-555-0100',
    'Street address': '1 Peachtree St',
    City: 'Atlanta',
    'ZIP / postal code': '30303',
    ...overrides,
  };
  await findPage();
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    // Pasting is a real input event, and much faster than typing eleven fields key by key.
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByRole('combobox', { name: /country/i }), 'CA');
}

describe('register page', () => {
  it('groups the registration fields and lists every country, US and Canada first', async () => {
    fakeApi();
    renderRoute('/register');
    await findPage();
    for (const name of ['Account', 'Contact', 'Address', 'Affiliations']) {
      expect(screen.getByRole('group', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    for (const name of ['GIGA', 'EDPA', 'ASI']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    const country = screen.getByRole('combobox', { name: /country/i });
    const options = within(country).getAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'Select a country',
      'United States',
      'Canada',
    ]);
    // Placeholder + the two suggestions + all 249 ISO 3166 codes.
    expect(options).toHaveLength(252);
    expect(within(country).getByRole('option', { name: 'France' })).toHaveValue('FR');
    await waitFor(() => expect(document.title).toBe('Register | Backlit Shop'));
  });

  it('refuses mismatched confirmations in the browser', async () => {
    const api = fakeApi();
    const { user } = renderRoute('/register');
    await fillRegisterForm(user, {
      'Confirm email address': 'jane@example.org',
      'Confirm password': `${STRONG_PASSWORD}!`,
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('The emails do not match.')).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/register')).toHaveLength(0);
  });

  it('shows why Password123 is weak and does not send it', async () => {
    const api = fakeApi();
    const { user } = renderRoute('/register');
    await fillRegisterForm(user, { Password: 'Password123', 'Confirm password': 'Password123' });

    const { passwordStrength } = await import('@backlit/domain/password-strength');
    const { reasons } = passwordStrength('Password123', [
      'Jane',
      'Doe',
      'jane_doe',
      'Jane@Example.com',
    ]);
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

  it('sends the published fields, not the confirmations, then signs the visitor in', async () => {
    const api = fakeApi();
    api.on('POST /api/register', () => {
      api.state.user = CUSTOMER;
      return answer(200, {
        message: 'Registered successfully.',
        token: 'never-stored',
        username: 'jane_doe',
        role_as: 0,
      });
    });
    const { user, router } = renderRoute('/register');
    await fillRegisterForm(user, { 'Company name': 'Glow Expo' });
    await user.click(screen.getByRole('checkbox', { name: 'EDPA' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-client'));
    const [request] = api.requestsTo('POST /api/register');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
    expect(request?.body).toEqual({
      username: 'jane_doe',
      email: 'jane@example.com',
      password: STRONG_PASSWORD,
      firstname: 'Jane',
      lastname: 'Doe',
      companyname: 'Glow Expo',
      phone: '+1 404-555-0100',
      address: '1 Peachtree St',
      city: 'Atlanta',
      codepostal: '30303',
      country: 'CA',
      affiliations: { GIGA: false, EDPA: true, ASI: false },
    });
    expect(
      await screen.findByText('Thanks for contacting us! We will get in touch with you shortly.'),
    ).toBeVisible();
    expect(localStorage.getItem('auth_username')).toBe('jane_doe');
    expect(localStorage.getItem('role_as')).toBe('0');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /my account/i }),
    ).toHaveAttribute('href', '/dashboard-client');
  });

  it('puts the server’s validation errors next to their fields', async () => {
    const api = fakeApi();
    api.on('POST /api/register', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: {
          email: ['The email has already been taken.'],
          username: ['The username has already been taken.'],
        },
      }),
    );
    const { user } = renderRoute('/register');
    await fillRegisterForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('The email has already been taken.')).toBeVisible();
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
    expect(screen.getByText('The username has already been taken.')).toBeVisible();
    expect(localStorage.getItem('auth_username')).toBeNull();
  });
});
