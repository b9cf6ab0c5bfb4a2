import type { Category } from '@backlit/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, answer, signedInAs } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

const FRAMES: Category = {
  id: 3,
  name: 'Backlit Frames',
  description: 'Foldable frames',
  sub_categories: [
    { id: 7, nameSubCategory: 'Table Top', descriptionSubCategory: 'Small' },
    { id: 8, nameSubCategory: 'Wall', descriptionSubCategory: '' },
  ],
};
const BANNERS: Category = { id: 4, name: 'Banners', description: '', sub_categories: [] };

let api: ReturnType<typeof signedInAs>;
beforeEach(() => {
  api = signedInAs(ADMIN);
});

describe('add category', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks both tabs, sends the rows with a name and resets after a 3 s success message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('POST /api/store-category', () =>
      answer(200, { message: 'Category Added Successfully' }),
    );
    const { user } = renderRoute('/admin/category');

    await user.type(await screen.findByRole('textbox', { name: /^name/i }), 'Backlit Frames');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Foldable frames');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const subTab = screen.getByRole('tab', { name: 'Sub Category' });
    expect(subTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Sub Category' });
    // One row: it cannot be removed.
    expect(within(panel).queryByRole('button', { name: /remove/i })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Add Another Sub Category' }));
    await user.click(within(panel).getByRole('button', { name: 'Add Another Sub Category' }));
    expect(within(panel).getAllByRole('button', { name: /remove/i })).toHaveLength(3);
    const names = within(panel).getAllByRole('textbox', { name: 'Name' });
    const descriptions = within(panel).getAllByRole('textbox', { name: 'Description' });
    await user.type(names[0]!, 'Table Top');
    await user.type(descriptions[0]!, 'Small');
    // Row 2 stays empty (dropped); row 3 is named.
    await user.type(names[2]!, ' Wall ');
    await user.click(within(panel).getByRole('button', { name: 'Remove sub category 2' }));
    expect(within(panel).getAllByRole('textbox', { name: 'Name' })).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Add Another Sub Category' }));
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));

    const success = await screen.findByRole('status', { name: '' });
    expect(success).toHaveTextContent('Category Added Successfully');
    expect(api.requestsTo('POST /api/store-category')[0]?.body).toEqual({
      name: 'Backlit Frames',
      description: 'Foldable frames',
      subCategories: [
        { nameSubCategory: 'Table Top', descriptionSubCategory: 'Small' },
        { nameSubCategory: 'Wall', descriptionSubCategory: '' },
      ],
    });
    // The form is empty again, back on its first tab.
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'Category' })).toHaveAttribute('aria-selected', 'true');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Category Added Successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Category Added Successfully')).not.toBeInTheDocument();
  });

  it('leaves subCategories out when no row has a name', async () => {
    api.on('POST /api/store-category', () => answer(200, { message: 'Saved' }));
    const { user } = renderRoute('/admin/category');
    await user.type(await screen.findByRole('textbox', { name: /^name/i }), 'Spare parts');
    await user.click(screen.getByRole('tab', { name: 'Sub Category' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Saved');
    expect(api.requestsTo('POST /api/store-category')[0]?.body).toEqual({
      name: 'Spare parts',
      description: '',
    });
  });

  it('shows the missing name on the first tab without sending', async () => {
    const { user } = renderRoute('/admin/category');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The name is required.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Category' })).toHaveAttribute('aria-selected', 'true');
    expect(api.requestsTo('POST /api/store-category')).toHaveLength(0);
  });

  it('puts 422 errors beside their fields, counting only the rows it sent', async () => {
    api.on('POST /api/store-category', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { 'subCategories.0.nameSubCategory': ['This name is used twice.'] },
      }),
    );
    const { user } = renderRoute('/admin/category');
    await user.type(await screen.findByRole('textbox', { name: /^name/i }), 'Frames');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Add Another Sub Category' }));
    const names = screen.getAllByRole('textbox', { name: 'Name' });
    await user.type(names[1]!, 'Wall');
    // Jump back to the first tab: the error brings the sub-category tab back.
    await user.click(screen.getByRole('tab', { name: 'Category' }));
    await user.click(screen.getByRole('tab', { name: 'Sub Category' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving category');
    expect(screen.getByText('This name is used twice.')).toBeVisible();
    expect(names[1]).toHaveAccessibleDescription('This name is used twice.');
    expect(names[0]).not.toHaveAttribute('aria-invalid');
  });

  it('switches to the first tab for a server error on the name', async () => {
    api.on('POST /api/store-category', () =>
      answer(422, {
        message: 'The given data was invalid.',
        validation_errors: { name: ['A category with this name already exists.'] },
      }),
    );
    const { user } = renderRoute('/admin/category');
    await user.type(await screen.findByRole('textbox', { name: /^name/i }), 'Frames');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A category with this name already exists.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Category' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveFocus();
  });

  it.each([
    ['status not 200', () => answer(500, { message: 'Server Error' }), 'Error saving category'],
    ['a 2xx that is not 200', () => answer(202, { message: 'Queued' }), 'Error saving category'],
  ])('says so on %s', async (_, reply, text) => {
    api.on('POST /api/store-category', reply);
    const { user } = renderRoute('/admin/category');
    await user.type(await screen.findByRole('textbox', { name: /^name/i }), 'Frames');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await user.click(screen.getByRole('tab', { name: 'Category' }));
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Frames');
  });

  it('says "An error occurred" when the request fails', async () => {
    api.on('POST /api/store-category', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderRoute('/admin/category');
    await user.type(await screen.findByRole('textbox', { name: /^name/i }), 'Frames');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});

describe('view categories', () => {
  it('lists the categories with N/A for none, edit links and Add Category', async () => {
    api.on('GET /api/view-category', () => answer(200, { categories: [FRAMES, BANNERS] }));
    renderRoute('/admin/view-category');
    const table = await screen.findByRole('table', { name: 'Categories' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Backlit Frames', 'Table Top, Wall'],
      ['Banners', 'N/A'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Backlit Frames' })).toHaveAttribute(
      'href',
      '/admin/edit-sub-category/3',
    );
    expect(screen.getByRole('link', { name: 'Add Category' })).toHaveAttribute(
      'href',
      '/admin/category',
    );
  });

  it('shows the empty state', async () => {
    api.on('GET /api/view-category', () => answer(200, { categories: [] }));
    renderRoute('/admin/view-category');
    expect(await screen.findByText('No categories yet.')).toBeVisible();
  });

  it('asks before deleting, then removes the row with a message', async () => {
    api.on('GET /api/view-category', () => answer(200, { categories: [FRAMES, BANNERS] }));
    api.on('DELETE /api/delete-category/4', () =>
      answer(200, { message: 'Category Deleted Successfully' }),
    );
    const { user } = renderRoute('/admin/view-category');
    await user.click(await screen.findByRole('button', { name: 'Delete Banners' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete category?' });
    expect(dialog).toHaveTextContent('Banners');
    expect(api.requestsTo('DELETE /api/delete-category/4')).toHaveLength(0);
    api.on('GET /api/view-category', () => answer(200, { categories: [FRAMES] }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Category Deleted Successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('cell', { name: 'Banners' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Backlit Frames' })).toBeVisible();
    expect(
      api.requestsTo('DELETE /api/delete-category/4')[0]?.headers.get('X-XSRF-TOKEN'),
    ).toBeTruthy();
  });

  it("shows the server's 409 message and keeps the row", async () => {
    api.on('GET /api/view-category', () => answer(200, { categories: [FRAMES] }));
    api.on('DELETE /api/delete-category/3', () =>
      answer(409, { message: 'This category still has 2 product(s); move or delete them first.' }),
    );
    const { user } = renderRoute('/admin/view-category');
    await user.click(await screen.findByRole('button', { name: 'Delete Backlit Frames' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This category still has 2 product(s)',
    );
    expect(screen.getByRole('cell', { name: 'Backlit Frames' })).toBeVisible();
  });

  it('says so when a delete fails otherwise', async () => {
    api.on('GET /api/view-category', () => answer(200, { categories: [FRAMES] }));
    api.on('DELETE /api/delete-category/3', () => answer(500, { message: 'Server Error' }));
    const { user } = renderRoute('/admin/view-category');
    await user.click(await screen.findByRole('button', { name: 'Delete Backlit Frames' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete category. Please try again.',
    );
  });
});

describe('edit category', () => {
  it('prefills both tabs and sends the sub-category ids', async () => {
    api.on('GET /api/edit-category/3', () => answer(200, { category: FRAMES }));
    api.on('PUT /api/update-category/3', () =>
      answer(200, { message: 'Category Updated Successfully' }),
    );
    const { user } = renderRoute('/admin/edit-sub-category/3');

    const name = await screen.findByRole('textbox', { name: /^name/i });
    expect(name).toHaveValue('Backlit Frames');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Foldable frames');
    await user.clear(name);
    await user.type(name, 'Frames');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sub Category' });
    const names = within(panel).getAllByRole('textbox', { name: 'Name' });
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['Table Top', 'Wall']);
    await user.click(within(panel).getByRole('button', { name: 'Remove sub category 1' }));
    await user.click(within(panel).getByRole('button', { name: 'Add Another Sub Category' }));
    await user.type(within(panel).getAllByRole('textbox', { name: 'Name' })[1]!, 'Floor');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Category Updated Successfully')).toBeVisible();
    expect(api.requestsTo('PUT /api/update-category/3')[0]?.body).toEqual({
      name: 'Frames',
      description: 'Foldable frames',
      subCategories: [
        { id: 8, nameSubCategory: 'Wall', descriptionSubCategory: '' },
        { nameSubCategory: 'Floor', descriptionSubCategory: '' },
      ],
    });
  });

  it('shows a not-found state for an unknown id', async () => {
    api.on('GET /api/edit-category/99', () => answer(404, { message: 'Category not found.' }));
    renderRoute('/admin/edit-sub-category/99');
    expect(await screen.findByText('Category not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the categories' })).toHaveAttribute(
      'href',
      '/admin/view-category',
    );
  });
});
