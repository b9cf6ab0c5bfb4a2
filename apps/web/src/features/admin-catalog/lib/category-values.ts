import type { Category, CategoryInputSchema } from '@backlit/domain';
import type { z } from 'zod';

/** What the category form edits: always at least one sub-category row. */
export type CategoryFormValues = {
  name: string;
  description: string;
  subCategories: { id?: number; nameSubCategory: string; descriptionSubCategory: string }[];
};

/** What the API receives: trimmed, rows with an empty name dropped. */
export type CategoryValues = z.output<typeof CategoryInputSchema>;

export const emptySubCategory = (): CategoryFormValues['subCategories'][number] => ({
  nameSubCategory: '',
  descriptionSubCategory: '',
});

export const emptyCategory = (): CategoryFormValues => ({
  name: '',
  description: '',
  subCategories: [emptySubCategory()],
});

/** The edit form's starting values, keeping each sub-category's id. */
export function toFormValues(category: Category): CategoryFormValues {
  const rows = category.sub_categories.map(({ id, nameSubCategory, descriptionSubCategory }) => ({
    id,
    nameSubCategory,
    descriptionSubCategory,
  }));
  return {
    name: category.name,
    description: category.description,
    subCategories: rows.length > 0 ? rows : [emptySubCategory()],
  };
}
