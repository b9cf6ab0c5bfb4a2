import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, makeProduct, productPage } from '../../../../test/catalog-fixtures';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  api.on('GET /api/getCategory', () => answer(200, { categories: CATEGORIES }));
});

async function openQuickView(product = makeProduct()) {
  api.on('GET /api/fetchProducts/all', () => productPage([product]));
  const view = renderRoute('/allproducts');
  await view.user.click(await screen.findByRole('button', { name: `Quick view: ${product.name}` }));
  const dialog = await screen.findByRole('dialog', { name: product.name });
  return { ...view, dialog };
}

describe('quick view', () => {
  it('shows the product and totals the price for the chosen quantity, up to 10', async () => {
    const product = makeProduct({
      name: 'Wall Frame 85x200',
      originalPrice: 12.1,
      stock: 40,
      sku: 'BF-85200',
    });
    const { user, dialog } = await openQuickView(product);
    expect(within(dialog).getByRole('img', { name: 'Wall Frame 85x200' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('/storage/products/'),
    );
    expect(within(dialog).getByText('40 in stock')).toBeVisible();
    expect(within(dialog).getByText('BF-85200')).toBeVisible();
    expect(within(dialog).getByText(/Backlit Frames/)).toBeVisible();
    expect(within(dialog).getByText('$12.10 USD')).toBeVisible();
    // Signed out too: the line goes to this browser's cart, which joins the account's at sign-in.
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `/product/${product.slug}`,
    );

    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity' });
    expect(quantity).toHaveValue(1);
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveValue(3);
    expect(within(dialog).getByText('$36.30 USD')).toBeVisible();
    for (let i = 0; i < 12; i += 1) if (!plus.hasAttribute('disabled')) await user.click(plus);
    expect(quantity).toHaveValue(10);
    expect(plus).toBeDisabled();
    expect(within(dialog).getByText('$121.00 USD')).toBeVisible();

    await user.clear(quantity);
    await user.type(quantity, '99');
    expect(quantity).toHaveValue(10);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Opening again starts over at one.
    await user.click(screen.getByRole('button', { name: `Quick view: ${product.name}` }));
    expect(await screen.findByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
  });

  it('never offers more than is in stock', async () => {
    const { user, dialog } = await openQuickView(makeProduct({ name: 'Last Two', stock: 2 }));
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(plus).toBeDisabled();
  });

  it('says out of stock and disables the stepper', async () => {
    const product = makeProduct({ name: 'Sold Out Frame', stock: 0 });
    const { dialog } = await openQuickView(product);
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getAllByText('Out of stock')[0]).toBeVisible();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });
});
