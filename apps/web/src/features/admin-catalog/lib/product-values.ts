import {
  centsToAmount,
  dollarsToCents,
  type AdminProduct,
  type ProductFields,
} from '@backlit/domain';

/** What the product form edits: the text of each field, as typed. */
export type ProductFormValues = {
  name: string;
  sku: string;
  stock: string;
  category_id: string;
  sub_category_id: string;
  description: string;
  sellingPrice: string;
  originalPrice: string;
  print_width_mm: string;
  print_height_mm: string;
  print_size: string;
  frame_family: string;
  fit_role: string;
  weight_g: string;
  package_length_mm: string;
  package_width_mm: string;
  package_height_mm: string;
};
export type ProductFieldName = keyof ProductFormValues;

/** The form's parsed values (prices in cents); only used to know that the form is valid. */
export type ProductParsedValues = ProductFields;

export const PRODUCT_FIELD_NAMES: readonly ProductFieldName[] = [
  'name',
  'sku',
  'stock',
  'category_id',
  'sub_category_id',
  'description',
  'sellingPrice',
  'originalPrice',
  'print_width_mm',
  'print_height_mm',
  'print_size',
  'frame_family',
  'fit_role',
  'weight_g',
  'package_length_mm',
  'package_width_mm',
  'package_height_mm',
];

/**
 * Left out of the request when empty: no sub-category, no compare-at price, no print size, no
 * frame family or role, no shipping weight or package.
 */
const OPTIONAL_FIELDS = new Set<ProductFieldName>([
  'sub_category_id',
  'sellingPrice',
  'print_width_mm',
  'print_height_mm',
  'print_size',
  'frame_family',
  'fit_role',
  'weight_g',
  'package_length_mm',
  'package_width_mm',
  'package_height_mm',
]);

export const emptyProduct = (): ProductFormValues => ({
  name: '',
  sku: '',
  stock: '0',
  category_id: '',
  sub_category_id: '',
  description: '',
  sellingPrice: '',
  originalPrice: '',
  print_width_mm: '',
  print_height_mm: '',
  print_size: '',
  frame_family: '',
  fit_role: '',
  weight_g: '',
  package_length_mm: '',
  package_width_mm: '',
  package_height_mm: '',
});

const text = (value: number | null) => (value === null ? '' : String(value));
/** An answer's price as the form's text, e.g. 12.3 → '12.30'. */
const amount = (value: number | null) =>
  value === null ? '' : centsToAmount(dollarsToCents(value));

/** The edit form's starting values. */
export function toProductFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    stock: String(product.stock),
    category_id: String(product.category_id),
    sub_category_id: text(product.sub_category_id),
    description: product.description,
    sellingPrice: amount(product.sellingPrice),
    originalPrice: amount(product.originalPrice),
    print_width_mm: text(product.print_width_mm),
    print_height_mm: text(product.print_height_mm),
    print_size: product.print_size ?? '',
    frame_family: product.frame_family ?? '',
    fit_role: product.fit_role ?? '',
    weight_g: text(product.weight_g),
    package_length_mm: text(product.package_length_mm),
    package_width_mm: text(product.package_width_mm),
    package_height_mm: text(product.package_height_mm),
  };
}

export type ProductPayload = {
  values: ProductFormValues;
  /** Sent as `image`: the new main photo. */
  main?: File;
  /** Sent as `additional_images[0]`, `additional_images[1]`… */
  additional: readonly File[];
  /** Sent as `remove_images[n]` (update only): stored paths to delete. */
  remove?: readonly string[];
};

/** The multipart body of store-product and update-product. */
export function toProductFormData({ values, main, additional, remove = [] }: ProductPayload) {
  const body = new FormData();
  for (const field of PRODUCT_FIELD_NAMES) {
    // Descriptions keep their line breaks; the other fields are single words or numbers.
    const value = field === 'description' ? values[field] : values[field].trim();
    if (value === '' && OPTIONAL_FIELDS.has(field)) continue;
    body.append(field, value);
  }
  if (main) body.append('image', main);
  additional.forEach((file, index) => body.append(`additional_images[${index}]`, file));
  remove.forEach((path, index) => body.append(`remove_images[${index}]`, path));
  return body;
}
