import { IMAGE_MAX_BYTES } from '@backlit/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, answer, fakeUploads, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { adminProduct, CATEGORY_OPTIONS, png } from './product-fixtures';

let api: ReturnType<typeof signedInAs>;
let uploads: ReturnType<typeof fakeUploads>;
beforeEach(() => {
  api = signedInAs(ADMIN);
  api.on('GET /api/all-category', () => answer(200, { categories: CATEGORY_OPTIONS }));
  uploads = fakeUploads();
});
afterEach(() => {
  vi.useRealTimers();
});

const fileInput = () => screen.getByLabelText('Product images') as HTMLInputElement;

/** Sets files on the picker without the accept filter (as a drag-and-drop could). */
function chooseFiles(files: File[]) {
  const input = fileInput();
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('add product', () => {
  it('fills the sub-category select from the chosen category and resets it on change', async () => {
    const { user } = renderRoute('/admin/add-product');
    expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
    const category = await screen.findByRole('combobox', { name: /^category/i });
    const sub = screen.getByRole('combobox', { name: 'Sub Category' });
    expect(within(category).getAllByRole('option')[0]).toHaveTextContent('Choose Category');
    expect(sub).toBeDisabled();

    await user.selectOptions(category, 'Backlit Frames');
    expect(
      within(sub)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose Sub Category', 'Table Top', 'Wall']);
    await user.selectOptions(sub, 'Wall');
    expect(sub).toHaveValue('8');

    await user.selectOptions(category, 'New Banners');
    expect(sub).toHaveValue('');
    expect(
      within(sub)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose Sub Category', 'Fabric']);
  });

  it('sends the multipart form, shows progress, then clears everything and hides the message after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('POST /api/store-product', () =>
      answer(200, { message: 'Product saved successfully.', product: adminProduct() }),
    );
    const { user } = renderRoute('/admin/add-product');
    await user.type(await screen.findByRole('textbox', { name: /product name/i }), 'MLB Frame');
    await user.type(screen.getByRole('textbox', { name: /sku/i }), ' MLB-85 ');
    await user.clear(screen.getByRole('spinbutton', { name: 'Stock' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Stock' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Foldable.');
    await user.type(screen.getByRole('textbox', { name: /^price/i }), '429.50');

    await user.upload(fileInput(), [png('front.png'), png('side.png'), png('back.png')]);
    const photos = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
    expect(photos).toHaveLength(3);
    expect(photos[0]).toHaveTextContent('Main');
    expect(within(photos[0]!).getByRole('img')).toHaveAttribute('alt', 'Preview of front.png');
    // 'Make main' moves a photo to the front.
    await user.click(screen.getByRole('button', { name: 'Make main: back.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove side.png' }));
    const after = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
    expect(after.map((item) => within(item).getByRole('img').getAttribute('alt'))).toEqual([
      'Preview of back.png',
      'Preview of front.png',
    ]);
    expect(after[0]).toHaveTextContent('Main');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product saved successfully.')).toBeInTheDocument();

    const [sent] = uploads.uploadsTo('POST /api/store-product');
    expect(sent?.headers.get('X-XSRF-TOKEN')).toBeTruthy();
    const fields = [...sent!.body.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : value.name,
    ]);
    // Empty optional fields (sub-category, compare-at price, print size) are left out.
    expect(fields).toEqual([
      ['name', 'MLB Frame'],
      ['sku', 'MLB-85'],
      ['stock', '12'],
      ['category_id', '3'],
      ['description', 'Foldable.'],
      ['originalPrice', '429.50'],
      ['image', 'back.png'],
      ['additional_images[0]', 'front.png'],
    ]);

    // Form, previews and chosen images are cleared, ready for the next product.
    expect(screen.getByRole('textbox', { name: /product name/i })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^category/i })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Product saved successfully.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Product saved successfully.')).not.toBeInTheDocument();
  });

  it('takes photos dropped on the zone and reorders them before upload', async () => {
    const { user } = renderRoute('/admin/add-product');
    const zone = (await screen.findByText('Drop photos here, or')).closest('label')!;
    const dropped = [png('front.png'), png('side.png')];
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: dropped } });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: dropped } });
    const names = () =>
      within(screen.getByRole('list', { name: 'Photos' }))
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt'));
    expect(names()).toEqual(['Preview of front.png', 'Preview of side.png']);

    expect(screen.getByRole('button', { name: 'Move front.png earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move front.png later' }));
    expect(names()).toEqual(['Preview of side.png', 'Preview of front.png']);
    const photos = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
    expect(photos[0]).toHaveTextContent('Main');
  });

  it('shows a labelled progress bar while the photos upload', async () => {
    let release!: () => void;
    api.on(
      'POST /api/store-product',
      () =>
        new Promise((done) => {
          release = () =>
            done(answer(200, { message: 'Product saved successfully.', product: adminProduct() }));
        }),
    );
    const { user } = renderRoute('/admin/add-product');
    await user.type(await screen.findByRole('textbox', { name: /product name/i }), 'Frame');
    await user.type(screen.getByRole('textbox', { name: /sku/i }), 'F-1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), '5');
    await user.type(screen.getByRole('textbox', { name: /^price/i }), '10');
    await user.upload(fileInput(), [png('big.png', 4096)]);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const bar = await screen.findByRole('progressbar', { name: /uploading|processing/i });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    await screen.findByText('Product saved successfully.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('checks the form before sending', async () => {
    const { user } = renderRoute('/admin/add-product');
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('The product name is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /product name/i })).toHaveAccessibleDescription(
      'The product name is required.',
    );
    expect(screen.getByText('The category is required.')).toBeInTheDocument();
    expect(screen.getByText('The price is required.')).toBeInTheDocument();
    // The print-size pair is checked once the rest of the form is valid.
    await user.type(screen.getByRole('textbox', { name: /product name/i }), 'Frame');
    await user.type(screen.getByRole('textbox', { name: /sku/i }), 'F-1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), '3');
    await user.type(screen.getByRole('textbox', { name: /^price/i }), '10');
    await user.type(screen.getByRole('spinbutton', { name: 'Width (mm)' }), '850');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText('Give both the print width and height, or neither.'),
    ).toBeInTheDocument();
    expect(uploads.uploads).toHaveLength(0);
  });

  it('puts 422 errors beside their fields and photos', async () => {
    api.on('POST /api/store-product', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: {
          sku: ['The SKU has already been taken.'],
          'additional_images.0': ['This file is not a JPEG, PNG or WebP image.'],
        },
      }),
    );
    const { user } = renderRoute('/admin/add-product');
    await user.type(await screen.findByRole('textbox', { name: /product name/i }), 'Frame');
    await user.type(screen.getByRole('textbox', { name: /sku/i }), 'F-1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), '3');
    await user.type(screen.getByRole('textbox', { name: /^price/i }), '10');
    await user.upload(fileInput(), [png('one.png'), png('fake.png')]);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving product');
    const sku = screen.getByRole('textbox', { name: /sku/i });
    expect(sku).toHaveAccessibleDescription('The SKU has already been taken.');
    expect(sku).toHaveFocus();
    expect(fileInput()).toHaveAccessibleDescription(
      expect.stringContaining('fake.png: This file is not a JPEG, PNG or WebP image.'),
    );
    // Nothing was cleared: the staff member fixes and sends again.
    expect(screen.getByRole('textbox', { name: /product name/i })).toHaveValue('Frame');
    expect(
      within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('refuses wrong types, large files and more than 8 photos before uploading', async () => {
    renderRoute('/admin/add-product');
    await screen.findByRole('textbox', { name: /product name/i });
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    chooseFiles([new File(['x'], 'anim.gif', { type: 'image/gif' }), big, png('ok.png')]);
    expect(
      await screen.findByText('anim.gif is not a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();
    expect(screen.getByText('huge.png is larger than 10 MB.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    chooseFiles(Array.from({ length: 9 }, (_, index) => png(`p${index}.png`)));
    expect(
      await screen.findByText('A product has at most 8 photos: 2 photos were not added.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem'),
    ).toHaveLength(8);
  });

  it('says an error occurred when the upload fails without an answer', async () => {
    api.on('POST /api/store-product', () => {
      throw new TypeError('offline');
    });
    const { user } = renderRoute('/admin/add-product');
    await user.type(await screen.findByRole('textbox', { name: /product name/i }), 'Frame');
    await user.type(screen.getByRole('textbox', { name: /sku/i }), 'F-1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^category/i }), '3');
    await user.type(screen.getByRole('textbox', { name: /^price/i }), '10');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('asks for a category first when there is none', async () => {
    api.on('GET /api/all-category', () => answer(200, { categories: [] }));
    renderRoute('/admin/add-product');
    expect(await screen.findByText('Create a category first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Category' })).toHaveAttribute(
      'href',
      '/admin/category',
    );
    expect(screen.queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
  });
});
