import { describe, expect, it } from 'vitest';
import { imageVariant } from '../product-list';
import { COMPARE_AT_NOT_HIGHER, FetchProductsQuerySchema, ProductFieldsSchema } from './products';

const fieldErrors = (input: unknown) =>
  Object.fromEntries(
    (ProductFieldsSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('ProductFieldsSchema', () => {
  it('parses the multipart text fields into what the server stores', () => {
    expect(
      ProductFieldsSchema.parse({
        name: ' Counter frame ',
        sku: 'MLB-85X150',
        stock: '3',
        category_id: '2',
        sub_category_id: '',
        sellingPrice: '',
        originalPrice: '129.5',
        print_width_mm: '850',
        print_height_mm: '1500',
      }),
    ).toEqual({
      name: 'Counter frame',
      sku: 'MLB-85X150',
      stock: 3,
      category_id: 2,
      description: '',
      originalPrice: 12950,
      print_width_mm: 850,
      print_height_mm: 1500,
      remove_images: [],
    });
  });

  it('names every missing field', () => {
    expect(fieldErrors({})).toEqual({
      name: 'The product name is required.',
      sku: 'The SKU is required.',
      stock: 'The stock is required.',
      category_id: 'The category is required.',
      originalPrice: 'The price is required.',
    });
  });

  it('refuses negative or fractional stock and bad prices', () => {
    const base = { name: 'A', sku: 'A-1', category_id: '1' };
    expect(fieldErrors({ ...base, stock: '-1', originalPrice: '-5' })).toEqual({
      stock: 'The stock must be a whole number.',
      originalPrice: 'The price must be an amount in dollars with at most two decimals.',
    });
    expect(
      fieldErrors({ ...base, stock: '1.5', originalPrice: '0', sellingPrice: '1.999' }),
    ).toEqual({
      stock: 'The stock must be a whole number.',
      originalPrice: 'The price must be greater than 0.',
      sellingPrice: 'The compare-at price must be an amount in dollars with at most two decimals.',
    });
  });

  it('wants a compare-at price higher than the price, or none', () => {
    const base = { name: 'A', sku: 'A-1', stock: '0', category_id: '1', originalPrice: '20' };
    for (const sellingPrice of ['20', '19.99']) {
      expect(fieldErrors({ ...base, sellingPrice })).toEqual({
        sellingPrice: COMPARE_AT_NOT_HIGHER,
      });
    }
    expect(fieldErrors({ ...base, sellingPrice: '20.01' })).toEqual({});
    expect(fieldErrors({ ...base, sellingPrice: '' })).toEqual({});
  });

  it('wants both print dimensions or neither', () => {
    const base = { name: 'A', sku: 'A-1', stock: '0', category_id: '1', originalPrice: '1' };
    expect(fieldErrors({ ...base, print_width_mm: '850' })).toEqual({
      print_height_mm: 'Give both the print width and height, or neither.',
    });
  });
});

describe('FetchProductsQuerySchema', () => {
  it('defaults to the first page of twelve in the default order', () => {
    expect(FetchProductsQuerySchema.parse({ q: '  ' })).toEqual({
      page: 1,
      per_page: 12,
      sort: 'default',
    });
  });

  it('refuses a page size above 48 and unknown sorts', () => {
    const result = FetchProductsQuerySchema.safeParse({ per_page: '49', sort: 'stars' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['per_page', 'sort']);
  });
});

describe('image helpers', () => {
  it('names the other widths of a stored photo', () => {
    expect(imageVariant('products/ab12-800.webp', 400)).toBe('products/ab12-400.webp');
  });
});
