import { ACCESSORIES } from './accessories';
import { NEW_BANNERS } from './banners';
import type { DemoCategory, DemoProduct } from './demo-product';
import { BACKLIT_FRAMES } from './frames';
import { SPARE_PARTS } from './spare-parts';

/** The demo shop's catalogue, one product family per category, in the order it is seeded. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  BACKLIT_FRAMES,
  NEW_BANNERS,
  ACCESSORIES,
  SPARE_PARTS,
];

/** Every demo product, category by category and sub-category by sub-category. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = DEMO_CATEGORIES.flatMap((category) =>
  category.subCategories.flatMap((sub) => sub.products),
);
