import type { Product, PublicCategory } from '@backlit/domain';
import { answer, type FakeRequest } from './fake-api';

/** A small shop: frames with two sub-categories, banners, accessories without any. */
export const CATEGORIES: PublicCategory[] = [
  {
    id: 1,
    name: 'Backlit Frames',
    path: 'BacklitFrames',
    productCount: 5,
    subCategories: [
      { id: 11, nameSubCategory: 'Table Top', path: 'TableTop', productCount: 2 },
      { id: 12, nameSubCategory: 'Wall Frames', path: 'WallFrames', productCount: 3 },
    ],
  },
  {
    id: 2,
    name: 'New Banners',
    path: 'NewBanners',
    productCount: 2,
    subCategories: [
      { id: 21, nameSubCategory: 'Fabric Prints', path: 'FabricPrints', productCount: 2 },
    ],
  },
  { id: 3, name: 'Accessories', path: 'Accessories', productCount: 1, subCategories: [] },
];

let nextId = 100;

/** A product as the API answers it; override what a test cares about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Frame ${id}`,
    slug: `frame-${id}`,
    sku: `BF-${id}`,
    stock: 12,
    category_id: 1,
    sub_category_id: 11,
    description: 'A foldable backlit frame.',
    sellingPrice: null,
    originalPrice: 100,
    image: `products/frame-${id}-800.webp`,
    additional_images: [],
    print_width_mm: null,
    print_height_mm: null,
    print_size: null,
    frame_family: null,
    fit_role: null,
    category: { id: 1, name: 'Backlit Frames', path: 'BacklitFrames' },
    subCategory: { id: 11, nameSubCategory: 'Table Top', path: 'TableTop' },
    rating: { average: null, count: 0 },
    ...overrides,
  };
}

/** The answer of GET /api/fetchProducts for one page of `total` products. */
export function productPage(
  products: Product[],
  { total = products.length, page = 1, per_page = 6 } = {},
) {
  return answer(200, { product_data: { products, total, page, per_page } });
}

/** The query of a fake request as a plain object, e.g. { page: '2', per_page: '6' }. */
export function queryOf(request: FakeRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.search));
}
