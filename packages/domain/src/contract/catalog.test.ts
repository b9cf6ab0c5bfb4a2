import { describe, expect, it } from 'vitest';
import { CategoryInputSchema, pathSegment } from './catalog';

describe('CategoryInputSchema', () => {
  it('drops sub-category rows with an empty name, as the form does', () => {
    const parsed = CategoryInputSchema.parse({
      name: ' Backlit Frames ',
      subCategories: [
        { nameSubCategory: 'Counter frames', descriptionSubCategory: 'Table-top' },
        { nameSubCategory: '   ' },
      ],
    });
    expect(parsed).toEqual({
      name: 'Backlit Frames',
      description: '',
      subCategories: [{ nameSubCategory: 'Counter frames', descriptionSubCategory: 'Table-top' }],
    });
  });

  it('refuses a missing name and unknown fields', () => {
    expect(CategoryInputSchema.safeParse({ description: 'x' }).success).toBe(false);
    expect(CategoryInputSchema.safeParse({ name: 'A', slug: 'a' }).success).toBe(false);
  });
});

describe('pathSegment', () => {
  it('removes spaces from a name', () => {
    expect(pathSegment('Spare Parts')).toBe('SpareParts');
    expect(pathSegment('New  Banners ')).toBe('NewBanners');
  });
});
