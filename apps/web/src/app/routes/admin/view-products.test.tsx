import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, answer, deferred, signedInAs, type FakeAnswer } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { adminProduct } from './product-fixtures';

const FRAME = adminProduct();
const PART = adminProduct({
  id: 12,
  name: 'Spare clip',
  sku: 'CLIP-1',
  stock: 0,
  sub_category_id: null,
  subCategory: null,
  sellingPrice: null,
  originalPrice: 4,
  image: null,
  additional_images: [],
});

let api: ReturnType<typeof signedInAs>;
beforeEach(() => {
  api = signedInAs(ADMIN);
  api.on('GET /api/view-products', () =>
    answer(200, { products: [FRAME, PART], total: 2, page: 1, per_page: 50 }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('view products', () => {
  it("says 'Loading Products...' and then lists the columns, the price charged first", async () => {
    const held = deferred<FakeAnswer>();
    api.on('GET /api/view-products', () => held.promise);
    renderRoute('/admin/view-products');
    expect(await screen.findByText('Loading Products...')).toBeInTheDocument();
    held.resolve(answer(200, { products: [FRAME, PART], total: 2, page: 1, per_page: 50 }));

    const table = await screen.findByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Category', 'Stock', 'Price', 'Actions']);
    const [, frameRow, partRow] = within(table).getAllByRole('row');
    expect(
      within(frameRow!)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual([
      'MLB Frame 85x200SKU MLB-85-200',
      'Backlit FramesWall',
      '12',
      '$429.50 USDCompare-at price $499.00 USD',
    ]);
    expect(within(frameRow!).getByText('$499.00 USD').closest('s')).toBeInTheDocument();
    expect(frameRow!.querySelector('img')).toHaveAttribute(
      'src',
      '/storage/products/main-800.webp',
    );
    expect(
      within(partRow!)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringMatching(/No sub-category$/), '0', '$4.00 USD']);
    expect(within(frameRow!).getByRole('link', { name: 'Edit MLB Frame 85x200' })).toHaveAttribute(
      'href',
      '/admin/edit-product/11',
    );
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/admin/add-product',
    );
  });

  it('deletes after confirmation, removes the row and shows the message for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('DELETE /api/delete-product/11', () =>
      answer(200, { message: 'Product deleted successfully.' }),
    );
    const { user } = renderRoute('/admin/view-products');
    await user.click(await screen.findByRole('button', { name: 'Delete MLB Frame 85x200' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product?' });
    expect(api.requestsTo('DELETE /api/delete-product/11')).toHaveLength(0);
    // After the delete, the refetch answers without the product.
    api.on('GET /api/view-products', () =>
      answer(200, { products: [PART], total: 1, page: 1, per_page: 50 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product deleted successfully.')).toBeInTheDocument();
    expect(screen.queryByText('MLB Frame 85x200')).not.toBeInTheDocument();
    expect(screen.getByText('Spare clip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Product deleted successfully.')).not.toBeInTheDocument();
  });

  it('keeps the row and says so when the delete fails', async () => {
    api.on('DELETE /api/delete-product/11', () => answer(500, { message: 'Server Error' }));
    const { user } = renderRoute('/admin/view-products');
    await user.click(await screen.findByRole('button', { name: 'Delete MLB Frame 85x200' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete product. Please try again.',
    );
    expect(screen.getByText('MLB Frame 85x200')).toBeInTheDocument();
  });

  it('asks the server for the chosen page and the search', async () => {
    api.on('GET /api/view-products', (request) => {
      const page = Number(new URLSearchParams(request.search).get('page'));
      return answer(200, {
        products: [adminProduct({ id: page, name: `Product on page ${page}` })],
        total: 120,
        page,
        per_page: 50,
      });
    });
    const { user } = renderRoute('/admin/view-products');
    expect(await screen.findByText('Product on page 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Product on page 3')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/view-products').at(-1)?.search).toBe('?page=3');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'clip');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.requestsTo('GET /api/view-products').at(-1)?.search).toBe('?page=1&q=clip'),
    );
  });

  it('shows an empty state without products', async () => {
    api.on('GET /api/view-products', () =>
      answer(200, { products: [], total: 0, page: 1, per_page: 50 }),
    );
    renderRoute('/admin/view-products');
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
  });
});
