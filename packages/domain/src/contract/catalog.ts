import { z } from 'zod';
import { ID_MAX, idParam, requiredText } from './fields';

export const CATEGORY_NAME_MAX = 100;
export const DESCRIPTION_MAX = 2000;
export const SUB_CATEGORIES_MAX = 50;

/** The URL segment of a category or sub-category: its name with spaces removed, as the shop's links have always been. */
export function pathSegment(name: string): string {
  return name.replace(/\s+/g, '');
}

const description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, `The description may not be longer than ${DESCRIPTION_MAX} characters.`)
  .optional()
  .default('');

/**
 * One sub-category row of the category form. `id` marks an existing row on update (so products
 * keep their sub-category); rows whose name is empty are dropped: a row left blank in the form
 * adds no sub-category.
 */
export const SubCategoryInputSchema = z.strictObject({
  id: z.number().int().positive().max(ID_MAX, 'This sub-category does not exist.').optional(),
  nameSubCategory: z
    .string()
    .trim()
    .max(CATEGORY_NAME_MAX, `The name may not be longer than ${CATEGORY_NAME_MAX} characters.`)
    .optional()
    .default(''),
  descriptionSubCategory: description,
});

/** POST /api/store-category and PUT /api/update-category/{id} */
export const CategoryInputSchema = z.strictObject({
  name: requiredText('name', CATEGORY_NAME_MAX),
  description,
  subCategories: z
    .array(SubCategoryInputSchema)
    .max(SUB_CATEGORIES_MAX, `A category may have at most ${SUB_CATEGORIES_MAX} sub-categories.`)
    .optional()
    .default([])
    .transform((rows) => rows.filter((row) => row.nameSubCategory !== '')),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;

export const SubCategorySchema = z.object({
  id: z.number().int(),
  nameSubCategory: z.string(),
  descriptionSubCategory: z.string(),
});
export type SubCategory = z.infer<typeof SubCategorySchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sub_categories: z.array(SubCategorySchema),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryIdParamsSchema = z.object({
  id: idParam(),
});

/** GET /api/view-category (admin table) */
export const ViewCategoriesResponseSchema = z.object({
  status: z.literal(200),
  categories: z.array(CategorySchema),
});

/** GET /api/all-category (the product form's selects) */
export const AllCategoriesResponseSchema = z.object({
  status: z.literal(200),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sub_categories: z.array(z.object({ id: z.number().int(), nameSubCategory: z.string() })),
    }),
  ),
});

/** GET /api/edit-category/{id} */
export const EditCategoryResponseSchema = z.object({
  status: z.literal(200),
  category: CategorySchema,
});

/** GET /api/getCategory — the shop's categories list with counts (public). */
export const PublicCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** URL segment: /category/{path} */
  path: z.string(),
  productCount: z.number().int(),
  subCategories: z.array(
    z.object({
      id: z.number().int(),
      nameSubCategory: z.string(),
      /** URL segment: /{path} */
      path: z.string(),
      productCount: z.number().int(),
    }),
  ),
});
export type PublicCategory = z.infer<typeof PublicCategorySchema>;

export const PublicCategoriesResponseSchema = z.object({
  status: z.literal(200),
  categories: z.array(PublicCategorySchema),
});
