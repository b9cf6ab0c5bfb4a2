import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, loginPathFor, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard-client', '/dashboard-client'],
    ['/dashboard-client/account?tab=1#password', '/dashboard-client/account?tab=1#password'],
    ['/allproducts', '/allproducts'],
  ])('keeps the same-site path %s', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard-client',
    'https://evil.example/',
    'http:/evil.example',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    'javascript:alert(1)',
    '/login?redirect=/x',
    '/register',
  ])('refuses %s', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });
});

describe('destinationAfterLogin', () => {
  it('sends staff to the admin dashboard and customers back or to their dashboard', () => {
    expect(destinationAfterLogin(1, '/allproducts')).toBe('/admin/dashboard');
    expect(destinationAfterLogin(0, '/allproducts')).toBe('/allproducts');
    expect(destinationAfterLogin(0, '//evil.example')).toBe('/dashboard-client');
    expect(destinationAfterLogin(0, null)).toBe('/dashboard-client');
  });

  it('builds the login path with the way back', () => {
    expect(loginPathFor('/dashboard-client/account?tab=1')).toBe(
      '/login?redirect=%2Fdashboard-client%2Faccount%3Ftab%3D1',
    );
  });
});
