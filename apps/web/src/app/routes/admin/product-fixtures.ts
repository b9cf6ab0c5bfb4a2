import type { AdminProduct } from '@backlit/domain';

/** GET /api/all-category as the product form's tests see it. */
export const CATEGORY_OPTIONS = [
  {
    id: 3,
    name: 'Backlit Frames',
    sub_categories: [
      { id: 7, nameSubCategory: 'Table Top' },
      { id: 8, nameSubCategory: 'Wall' },
    ],
  },
  { id: 4, name: 'New Banners', sub_categories: [{ id: 9, nameSubCategory: 'Fabric' }] },
  { id: 5, name: 'Spare Parts', sub_categories: [] },
];

export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 11,
    name: 'MLB Frame 85x200',
    slug: 'mlb-frame-85x200',
    sku: 'MLB-85-200',
    stock: 12,
    category_id: 3,
    sub_category_id: 8,
    description: 'Foldable backlit frame.',
    sellingPrice: 499,
    originalPrice: 429.5,
    image: 'products/main-800.webp',
    additional_images: ['products/side-800.webp', 'products/back-800.webp'],
    print_width_mm: 850,
    print_height_mm: 2000,
    print_size: null,
    frame_family: null,
    fit_role: null,
    weight_g: 15000,
    package_length_mm: 2100,
    package_width_mm: 250,
    package_height_mm: 200,
    category: { id: 3, name: 'Backlit Frames', path: 'BacklitFrames' },
    subCategory: { id: 8, nameSubCategory: 'Wall', path: 'Wall' },
    rating: { average: null, count: 0 },
    units_sold: 4,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function png(name: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}
