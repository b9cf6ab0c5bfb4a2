import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';

// Real route objects, with three page modules replaced by broken ones.
vi.mock('./routes/home', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('./routes/forbidden', () => ({
  Component: () => {
    throw new Error('Kaboom in the forbidden page');
  },
  // Vitest mocks throw on reading an export they lack; real modules answer undefined.
  loader: undefined,
}));
vi.mock('./routes/product-list', () => ({
  Component: () => null,
  loader: () => {
    throw new Response('', { status: 404, statusText: 'Not Found' });
  },
}));

describe('route errors', () => {
  beforeEach(() => {
    // React and the router log caught errors; they are the point of these tests.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('shows the failed chunk by name with a Reload button', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user } = renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loading chunk home failed' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("shows 'Unexpected Application Error!' with the error text when a page throws", async () => {
    renderRoute('/403');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('Kaboom in the forbidden page')).toBeVisible();
    // Page errors keep the storefront frame around them.
    expect(screen.getByRole('banner')).toBeVisible();
  });

  it('shows the not-found page when a loader answers 404', async () => {
    // Route loaders run where pages are rendered on the server; pretend this is there.
    vi.stubEnv('SSR', true);
    renderRoute('/allproducts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
