import { DEFAULT_SHOP_INFO } from '@backlit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

function setShopMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'backlit-shop';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => document.head.querySelector('meta[name="backlit-shop"]')?.remove());

describe('public layout', () => {
  it('links the main navigation to the shop pages', async () => {
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Trade Show': '/trade-Show',
      'Print Instruction': '/print-instruction',
      'Blog Press': '/blog-press',
      News: '/news',
      FAQ: '/faq',
    });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('opens the Shop menu from the keyboard and closes it with Escape', async () => {
    const { user } = renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const shop = within(nav).getByRole('button', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');

    shop.focus();
    await user.keyboard('{Enter}');
    expect(shop).toHaveAttribute('aria-expanded', 'true');

    for (const [name, href] of [
      [/All Frames/, '/allproducts'],
      [/New banners/, '/new-banners'],
      [/Accessories/, '/accessories'],
      [/Spare parts/, '/spare-parts'],
    ] as const) {
      await user.tab();
      const link = within(nav).getByRole('link', { name });
      expect(link).toHaveFocus();
      expect(link).toHaveAttribute('href', href);
    }

    await user.keyboard('{Escape}');
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(shop).toHaveFocus();
    expect(within(nav).queryByRole('link', { name: /All Frames/ })).not.toBeInTheDocument();
  });

  it('closes the Shop menu when focus moves past its last link', async () => {
    const { user } = renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const shop = within(nav).getByRole('button', { name: 'Shop' });
    await user.click(shop);
    for (let i = 0; i < 5; i++) await user.tab();
    expect(within(nav).getByRole('link', { name: 'Trade Show' })).toHaveFocus();
    expect(shop).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the cart panel and closes it with Escape', async () => {
    fakeApi();
    const { user } = renderRoute('/');
    const cartButton = await screen.findByRole('button', { name: 'Open cart, 0 items' });
    await user.click(cartButton);

    // Signed out, the panel shows this browser's cart (empty here) like a customer's.
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(panel).findByText('Your cart is empty.')).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cartButton).toHaveFocus();
  });

  it('closes the cart panel when the shopper follows a link in it', async () => {
    fakeApi();
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: /^Open cart/ }));
    await user.click(await screen.findByRole('link', { name: 'Browse the shop' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/allproducts'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers every link in the mobile menu', async () => {
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of ['All Frames', 'Spare parts', 'Trade Show', 'FAQ', 'Login']) {
      expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
  });

  it('shows the contact details from the page when the server provides them', async () => {
    setShopMeta(
      JSON.stringify({
        name: 'Glow Frames LLC',
        tagline: 'Frames that shine.',
        email: 'hello@glowframes.test',
        phone: '+1 (678) 555-0199',
        address: '1 Peachtree St, Atlanta, GA 30303, USA',
      }),
    );
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByText('1 Peachtree St, Atlanta, GA 30303, USA')).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'hello@glowframes.test' })).toHaveAttribute(
      'href',
      'mailto:hello@glowframes.test',
    );
    expect(within(footer).getByRole('link', { name: '+1 (678) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+16785550199',
    );
    expect(within(footer).getByText(/Glow Frames LLC\. All rights reserved/)).toBeVisible();
  });

  it('falls back to the default contact details without the server', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(DEFAULT_SHOP_INFO.address)).toBeVisible();
    expect(within(footer).getByRole('link', { name: DEFAULT_SHOP_INFO.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_SHOP_INFO.email}`,
    );
    expect(within(footer).getByText(DEFAULT_SHOP_INFO.tagline)).toBeVisible();
    for (const [name, href] of [
      ['My account', '/login'],
      ['Privacy policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-and-conditions'],
      ['Contact us', '/contact'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
