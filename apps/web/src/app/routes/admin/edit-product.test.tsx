import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, answer, fakeUploads, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { adminProduct, CATEGORY_OPTIONS, png } from './product-fixtures';

let api: ReturnType<typeof signedInAs>;
let uploads: ReturnType<typeof fakeUploads>;
beforeEach(() => {
  api = signedInAs(ADMIN);
  api.on('GET /api/all-category', () => answer(200, { categories: CATEGORY_OPTIONS }));
  api.on('GET /api/edit-product/11', () => answer(200, { product: adminProduct() }));
  uploads = fakeUploads();
});

const formEntries = (body: FormData) =>
  [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]);

describe('edit product', () => {
  it('shows the product pre-filled with its photos', async () => {
    renderRoute('/admin/edit-product/11');
    expect(await screen.findByRole('textbox', { name: /product name/i })).toHaveValue(
      'MLB Frame 85x200',
    );
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /sku/i })).toHaveValue('MLB-85-200');
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveValue(12);
    expect(screen.getByRole('combobox', { name: /^category/i })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Sub Category' })).toHaveValue('8');
    expect(screen.getByRole('textbox', { name: /compare-at price/i })).toHaveValue('499.00');
    expect(screen.getByRole('textbox', { name: /^price/i })).toHaveValue('429.50');
    expect(screen.getByRole('spinbutton', { name: 'Width (mm)' })).toHaveValue(850);
    const photos = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
    expect(photos).toHaveLength(3);
    expect(photos[0]).toHaveTextContent('Main');
    // The sidebar keeps 'Products' highlighted.
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends remove_images and new photos, then shows the saved product', async () => {
    const saved = adminProduct({
      stock: 30,
      additional_images: ['products/back-800.webp', 'products/new-800.webp'],
    });
    api.on('PUT /api/update-product/11', () =>
      answer(200, { message: 'Product updated successfully.', product: saved }),
    );
    const { user } = renderRoute('/admin/edit-product/11');
    const stock = await screen.findByRole('spinbutton', { name: 'Stock' });
    await user.clear(stock);
    await user.type(stock, '30');
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getByText('Will be removed')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add photos'), png('new.png'));
    api.on('GET /api/edit-product/11', () => answer(200, { product: saved }));
    await user.click(screen.getByRole('button', { name: 'Edit Product' }));

    expect(await screen.findByText('Product updated successfully.')).toBeInTheDocument();
    const [sent] = uploads.uploadsTo('PUT /api/update-product/11');
    expect(formEntries(sent!.body)).toEqual([
      ['name', 'MLB Frame 85x200'],
      ['sku', 'MLB-85-200'],
      ['stock', '30'],
      ['category_id', '3'],
      ['sub_category_id', '8'],
      ['description', 'Foldable backlit frame.'],
      ['sellingPrice', '499.00'],
      ['originalPrice', '429.50'],
      ['print_width_mm', '850'],
      ['print_height_mm', '2000'],
      ['weight_g', '15000'],
      ['package_length_mm', '2100'],
      ['package_width_mm', '250'],
      ['package_height_mm', '200'],
      // Appended, not the main photo: the stored main one is kept.
      ['additional_images[0]', 'new.png'],
      ['remove_images[0]', 'products/side-800.webp'],
    ]);
    // Stays on the page with the saved product.
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveValue(30);
    const photos = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
    expect(photos.map((item) => within(item).getByRole('img').getAttribute('src'))).toEqual([
      '/storage/products/main-800.webp',
      '/storage/products/back-800.webp',
      '/storage/products/new-800.webp',
    ]);
  });

  it("replaces the main photo with 'Make main'", async () => {
    api.on('PUT /api/update-product/11', () =>
      answer(200, { message: 'Product updated successfully.', product: adminProduct() }),
    );
    const { user } = renderRoute('/admin/edit-product/11');
    await user.upload(await screen.findByLabelText('Add photos'), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Make main: b.png' }));
    expect(screen.getByText('Will be replaced')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Product' }));
    await screen.findByText('Product updated successfully.');
    const entries = formEntries(uploads.uploadsTo('PUT /api/update-product/11')[0]!.body);
    expect(entries.filter(([key]) => /image/.test(key!))).toEqual([
      ['image', 'b.png'],
      ['additional_images[0]', 'a.png'],
    ]);
  });

  it('says the product was not found, with a way back', async () => {
    api.on('GET /api/edit-product/99', () => answer(404, { message: 'Product not found.' }));
    renderRoute('/admin/edit-product/99');
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute(
      'href',
      '/admin/view-products',
    );
  });
});
