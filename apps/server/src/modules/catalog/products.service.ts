import {
  averageRating,
  centsToDollars,
  PACKAGE_SIZE_ALL_OR_NONE,
  PACKAGE_SIZE_FIELDS,
  pathSegment,
  PRODUCT_IMAGES_MAX,
  findFrameSize,
  ProductFieldsSchema,
  RELATED_PRODUCTS_MAX,
  type AdminProduct,
  type FetchProductsQuerySchema,
  type Product,
  type ProductFields,
  type ProductPage,
  type SearchSuggestions,
  type SuggestedCategory,
  SUGGESTED_CATEGORIES_MAX,
  SUGGESTED_PRODUCTS_MAX,
  unpairedPackageSize,
  type ValidationErrors,
  type ViewProductsQuerySchema,
} from '@backlit/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import {
  IMAGE_TOO_LARGE,
  ImageRejectedError,
  type PreparedImage,
  type ProductImages,
} from '../media';
import { cacheTags, type CatalogCache, type Tagged } from './catalog-cache';
import { SUB_CATEGORY_NOT_FOUND, type CatalogDirectory, type Directory } from './catalog-directory';
import type { ProductRow } from './catalog.repository';
import { searchWords, type ProductSearch } from './product-search.repository';
import { TOO_MANY_PHOTOS, type ProductForm, type UploadedFile } from './product-form';
import {
  ProductsRepository,
  SkuTakenError,
  SlugTakenError,
  type ProductValues,
  type ProductWithRefs,
  type ShopProductRow,
} from './products.repository';

/** The names of a product's category and sub-category, from the directory. */
type Names = Pick<ProductWithRefs, 'categoryName' | 'subCategoryName'>;

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const UNKNOWN_CATEGORY = 'This category does not exist.';
export const SUB_CATEGORY_NOT_IN_CATEGORY = 'This sub-category does not belong to the category.';
export const SKU_TAKEN = 'This SKU is already used by another product.';
export const NOT_THIS_PRODUCTS_PHOTO = "This photo is not one of this product's photos.";

export type FetchProductsOptions = z.output<typeof FetchProductsQuerySchema>;
export type ViewProductsOptions = z.output<typeof ViewProductsQuerySchema>;

/**
 * What a staff write changed: the product, the categories it left and joined, and the photos to
 * delete once the transaction has committed.
 */
interface Saved {
  id: number;
  categoryIds: number[];
  unused: string[];
}

/** Products: the back-office's writes and lists, and the shop's lists and product pages. */
export class ProductsService {
  private readonly repository: ProductsRepository;

  constructor(
    db: Database,
    private readonly images: ProductImages,
    private readonly cache: CatalogCache,
    private readonly directory: CatalogDirectory,
    private readonly productSearch: ProductSearch,
  ) {
    this.repository = new ProductsRepository(db);
  }

  // -------------------------------------------------------------------------------------------
  // The shop.

  /**
   * A page of the shop's list, tagged with what it shows; an unknown category or sub-category is
   * a 404. With search words, the best matches come first unless another order is asked for.
   */
  async fetch(categoryName: string, query: FetchProductsOptions): Promise<Tagged<ProductPage>> {
    const directory = await this.directory.get();
    const { tag, total: inScope, ...scope } = directory.scope(categoryName, query.sub);
    const words = searchWords(query.q);
    const limit = query.per_page;
    const offset = (query.page - 1) * limit;
    const { rows, total } =
      words.length > 0
        ? await this.productSearch.search({
            ...scope,
            shape: 'shop',
            words,
            sort: query.sort === 'default' ? 'relevance' : query.sort,
            limit,
            offset,
          })
        : {
            rows: await this.productSearch.list({
              ...scope,
              sort: query.sort,
              limit,
              offset,
              total: inScope,
            }),
            total: inScope,
          };
    const products = await this.named(rows, directory, toProduct);
    return {
      value: { products, total, page: query.page, per_page: limit },
      tags: [
        tag,
        ...(query.sort === 'popularity' ? [cacheTags.sales] : []),
        ...(query.sort === 'rating' ? [cacheTags.ratings] : []),
        ...rows.map((row) => cacheTags.product(row.id)),
      ],
    };
  }

  /**
   * What the header's search box suggests for `q`: the search's best matches (the same search
   * as the results page, typos included) and the categories whose name has a word starting with
   * each typed word, then those holding the matches. Only categories with products are offered.
   */
  async suggest(q: string | undefined): Promise<Tagged<SearchSuggestions>> {
    const words = searchWords(q);
    if (words.length === 0) return { value: { products: [], categories: [], total: 0 }, tags: [] };
    const directory = await this.directory.get();
    const { rows, total } = await this.productSearch.search({
      shape: 'shop',
      words,
      sort: 'relevance',
      limit: SUGGESTED_PRODUCTS_MAX,
      offset: 0,
    });
    const products = await this.named(rows, directory, toProduct);
    const offered = directory.categories.flatMap((category): SuggestedCategory[] => [
      {
        name: category.name,
        parent: null,
        url: `/category/${category.path}`,
        productCount: category.productCount,
      },
      ...category.subCategories.map((sub) => ({
        name: sub.nameSubCategory,
        parent: category.name,
        url: `/${sub.path}`,
        productCount: sub.productCount,
      })),
    ]);
    const typed = words.map((word) => word.toLowerCase());
    const named = offered.filter((category) => {
      const nameWords = category.name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      return typed.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    });
    const holding = products.flatMap((product) => {
      const url = product.subCategory
        ? `/${product.subCategory.path}`
        : `/category/${product.category.path}`;
      return offered.filter((category) => category.url === url);
    });
    const categories = [...new Map([...named, ...holding].map((c) => [c.url, c])).values()]
      .filter((category) => category.productCount > 0)
      .slice(0, SUGGESTED_CATEGORIES_MAX);
    return {
      value: {
        products: products.map(({ id, name, slug, sku, image, sellingPrice, originalPrice }) => ({
          id,
          name,
          slug,
          sku,
          image,
          sellingPrice,
          originalPrice,
        })),
        categories,
        total,
      },
      tags: [cacheTags.scope('all'), ...rows.map((row) => cacheTags.product(row.id))],
    };
  }

  /** A product's page with related products, tagged with what it shows. */
  async bySlug(slug: string): Promise<Tagged<{ product: Product; related: Product[] }>> {
    const [found, directory] = await Promise.all([
      this.repository.withRelated(slug, RELATED_PRODUCTS_MAX),
      this.directory.get(),
    ]);
    if (!found) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const { product: row, related } = found;
    const [product, ...others] = await this.named([row, ...related], directory, toProduct);
    return {
      value: { product: product!, related: others },
      tags: [
        // Related products are drawn from the category: a product joining it may be one.
        cacheTags.scope(row.categoryId),
        cacheTags.product(row.id),
        ...related.map((other) => cacheTags.product(other.id)),
      ],
    };
  }

  /**
   * The rows with their category and sub-category names from the directory. A category it does
   * not know yet (another process added it) makes it load again.
   */
  private async named<R extends ShopProductRow, T>(
    rows: R[],
    directory: Directory,
    to: (row: R, names: Names) => T,
  ): Promise<T[]> {
    const unknown = (d: Directory, row: ShopProductRow) =>
      d.categoryName(row.categoryId) === undefined ||
      (row.subCategoryId !== null && d.subCategoryName(row.subCategoryId) === undefined);
    let names = directory;
    if (rows.some((row) => unknown(names, row))) {
      this.directory.clear();
      names = await this.directory.get();
    }
    return rows.map((row) =>
      to(row, {
        categoryName: names.categoryName(row.categoryId) ?? '',
        subCategoryName:
          row.subCategoryId === null ? null : (names.subCategoryName(row.subCategoryId) ?? null),
      }),
    );
  }

  /** Drops the shop's answers a staff write to these products and categories affects. */
  private changed(productId: number, categoryIds: number[]): void {
    this.directory.clear();
    this.cache.invalidate([
      cacheTags.product(productId),
      cacheTags.scope('all'),
      ...categoryIds.map((id) => cacheTags.scope(id)),
      cacheTags.categories,
    ]);
  }

  // -------------------------------------------------------------------------------------------
  // The back-office.

  async list(query: ViewProductsOptions) {
    const directory = await this.directory.get();
    const inShop = directory.scope('all', undefined).total;
    const words = searchWords(query.q);
    const limit = query.per_page;
    const offset = (query.page - 1) * limit;
    const { rows, total } =
      words.length > 0
        ? await this.productSearch.search({
            shape: 'staff',
            words,
            sort: 'newest',
            limit,
            offset,
          })
        : {
            rows: await this.repository.newestPage({ limit, offset, total: inShop }),
            total: inShop,
          };
    return {
      products: await this.named(rows, directory, toAdminProduct),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  }

  async get(id: number): Promise<AdminProduct> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    return toAdminProduct(row, row);
  }

  async create(form: ProductForm, actor: AuditActor): Promise<AdminProduct> {
    return this.save(undefined, form, actor);
  }

  async update(id: number, form: ProductForm, actor: AuditActor): Promise<AdminProduct> {
    if (!(await this.repository.findById(id))) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    return this.save(id, form, actor);
  }

  async delete(id: number, actor: AuditActor): Promise<void> {
    const row = await this.repository.transaction(async (repository) => {
      const deleted = await repository.delete(id);
      if (deleted) {
        await repository.audit(actor, {
          area: 'catalogue',
          action: 'product.delete',
          summary: `Deleted product "${deleted.name}" (${deleted.sku})`,
        });
      }
      return deleted;
    });
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    this.changed(row.id, [row.categoryId]);
    await this.removeQuietly([...(row.image ? [row.image] : []), ...row.additionalImages]);
  }

  /**
   * Every check first (fields, photos, then the database's), all problems in one 422; then the
   * photos are stored and the row written in one transaction. Photos stored for a write that
   * fails are removed; photos the product no longer uses are removed after it commits.
   */
  private async save(
    id: number | undefined,
    form: ProductForm,
    actor: AuditActor,
  ): Promise<AdminProduct> {
    const problems: ValidationErrors = {};
    const add = (field: string, message: string) => (problems[field] ??= []).push(message);

    const parsed = ProductFieldsSchema.safeParse(form.fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path.join('.') || 'body', issue.message);
    }
    const fields = parsed.success ? parsed.data : partialFields(form.fields);
    if (!parsed.success) {
      unpairedPrintSize(form.fields, problems, add);
      unpairedPackage(form.fields, problems, add);
    }
    if (id === undefined && (fields.remove_images ?? []).length > 0) {
      add('remove_images', 'A new product has no photos to remove.');
    }

    const newImage = form.image ? await this.prepare(form.image, add) : undefined;
    const newAdditional: PreparedImage[] = [];
    for (const file of form.additionalImages) {
      const prepared = await this.prepare(file, add);
      if (prepared) newAdditional.push(prepared);
    }
    const prepared = [...(newImage ? [newImage] : []), ...newAdditional];

    const stored: string[] = [];
    try {
      const saved = await this.writeRetryingSlug(async (repository) => {
        const existing = id === undefined ? undefined : await repository.lock(id);
        if (id !== undefined && !existing) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
        await checkReferences(repository, fields, id, add);

        const photos = arrangePhotos(
          existing,
          fields.remove_images ?? [],
          newImage?.path,
          newAdditional.map((image) => image.path),
          form,
          add,
        );
        if (Object.keys(problems).length > 0 || !parsed.success) throw invalidData(problems);

        // Once: a retried transaction reuses the files already stored.
        if (stored.length === 0) {
          for (const image of prepared) stored.push(await this.images.save(image));
        }
        const values = toValues(parsed.data, photos.image, photos.additional);
        await repository.audit(actor, {
          area: 'catalogue',
          action: existing ? 'product.update' : 'product.create',
          summary: `${existing ? 'Updated' : 'Created'} product "${values.name}" (${values.sku})`,
        });
        if (existing) {
          await repository.update(existing.id, values);
          return {
            id: existing.id,
            categoryIds: [existing.categoryId, values.categoryId],
            unused: photos.unused,
          };
        }
        const slug = await freeSlug(repository, parsed.data.name);
        const created = await repository.insert({ ...values, slug });
        return { id: created, categoryIds: [values.categoryId], unused: [] };
      });
      this.changed(saved.id, saved.categoryIds);
      await this.removeQuietly(saved.unused);
      return this.get(saved.id);
    } catch (error) {
      await this.removeQuietly(stored);
      if (error instanceof SkuTakenError) throw invalidData({ sku: [SKU_TAKEN] });
      throw error;
    }
  }

  /** A slug taken by a concurrent create between our look-up and insert: try again. */
  private async writeRetryingSlug(
    work: (repository: ProductsRepository) => Promise<Saved>,
  ): Promise<Saved> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.repository.transaction(work);
      } catch (error) {
        if (!(error instanceof SlugTakenError) || attempt >= 3) throw error;
      }
    }
  }

  /** Checks and encodes an uploaded photo; a refused one is reported on its field. */
  private async prepare(
    file: UploadedFile,
    add: (field: string, message: string) => void,
  ): Promise<PreparedImage | undefined> {
    if (file.tooLarge) {
      add(file.field, IMAGE_TOO_LARGE);
      return undefined;
    }
    try {
      return await this.images.prepare(file.data);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      add(file.field, error.message);
      return undefined;
    }
  }

  /** Files are removed after the fact; a failure leaves an orphan file, never a broken product. */
  private async removeQuietly(paths: string[]): Promise<void> {
    if (paths.length === 0) return;
    try {
      await this.images.remove(paths);
    } catch {
      // An orphan file costs disk space only; the write itself succeeded.
    }
  }
}

/** Fields that parsed on their own, so the database checks run even when others failed. */
function partialFields(raw: Record<string, unknown>): Partial<ProductFields> {
  const shape = ProductFieldsSchema.shape;
  const one = <K extends keyof typeof shape>(key: K) => {
    const result = shape[key].safeParse(raw[key]);
    return result.success ? (result.data as ProductFields[K]) : undefined;
  };
  const removeImages = one('remove_images');
  return {
    sku: one('sku'),
    category_id: one('category_id'),
    sub_category_id: one('sub_category_id'),
    ...(removeImages ? { remove_images: removeImages } : {}),
  };
}

/** The schema's width-and-height rule, which zod skips once another field has failed. */
function unpairedPrintSize(
  raw: Record<string, unknown>,
  problems: ValidationErrors,
  add: (field: string, message: string) => void,
) {
  const given = (key: string) => raw[key] !== undefined && String(raw[key]).trim() !== '';
  if (given('print_width_mm') === given('print_height_mm')) return;
  const missing = given('print_width_mm') ? 'print_height_mm' : 'print_width_mm';
  if (!problems[missing]) add(missing, 'Give both the print width and height, or neither.');
}

/** The schema's all-or-none rule for the package's sides, which zod skips likewise. */
function unpairedPackage(
  raw: Record<string, unknown>,
  problems: ValidationErrors,
  add: (field: string, message: string) => void,
) {
  const given = (key: string) => raw[key] != null && String(raw[key]).trim() !== '';
  const sides = Object.fromEntries(
    PACKAGE_SIZE_FIELDS.filter(given).map((field) => [field, raw[field]]),
  );
  const missing = unpairedPackageSize(sides);
  if (missing && !problems[missing]) add(missing, PACKAGE_SIZE_ALL_OR_NONE);
}

async function checkReferences(
  repository: ProductsRepository,
  fields: Partial<ProductFields>,
  id: number | undefined,
  add: (field: string, message: string) => void,
) {
  const categoryOk =
    fields.category_id !== undefined && (await repository.categoryExists(fields.category_id));
  if (fields.category_id !== undefined && !categoryOk) add('category_id', UNKNOWN_CATEGORY);
  if (fields.sub_category_id !== undefined) {
    const owner = await repository.categoryOfSub(fields.sub_category_id);
    if (owner === undefined) add('sub_category_id', SUB_CATEGORY_NOT_FOUND);
    else if (categoryOk && owner !== fields.category_id) {
      add('sub_category_id', SUB_CATEGORY_NOT_IN_CATEGORY);
    }
  }
  if (fields.sku !== undefined && (await repository.skuTaken(fields.sku, id)))
    add('sku', SKU_TAKEN);
}

/**
 * The product's photos after this write: removals named by `remove_images`, a new main photo
 * replacing the old, new additional ones appended; without a main photo the first additional
 * one becomes main.
 */
function arrangePhotos(
  existing: { image: string | null; additionalImages: string[] } | undefined,
  removals: string[],
  newImage: string | undefined,
  newAdditional: string[],
  form: ProductForm,
  add: (field: string, message: string) => void,
) {
  const current = existing
    ? [...(existing.image ? [existing.image] : []), ...existing.additionalImages]
    : [];
  if (existing) {
    removals.forEach((path, index) => {
      if (!current.includes(path)) add(`remove_images.${index}`, NOT_THIS_PRODUCTS_PHOTO);
    });
  }
  const removed = new Set(removals);
  let image = existing?.image && !removed.has(existing.image) ? existing.image : null;
  const unused = current.filter((path) => removed.has(path));
  if (newImage) {
    if (image) unused.push(image);
    image = newImage;
  }
  const additional = [
    ...(existing?.additionalImages ?? []).filter((path) => !removed.has(path)),
    ...newAdditional,
  ];
  if (!image && additional.length > 0) image = additional.shift()!;

  const sent = (form.image ? 1 : 0) + form.additionalImages.length;
  const kept = current.length - unused.length;
  if (kept + sent > PRODUCT_IMAGES_MAX) add('additional_images', TOO_MANY_PHOTOS);
  return { image, additional, unused };
}

async function freeSlug(repository: ProductsRepository, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(await repository.slugsLike(base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** 'Snap Frame A1 (Silver)' → 'snap-frame-a1-silver'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'product';
}

/**
 * The form as columns. In the API's published names, which existing clients rely on,
 * `originalPrice` is the price charged and `sellingPrice` the optional compare-at price shown
 * struck through.
 */
function toValues(
  fields: ProductFields,
  image: string | null,
  additional: string[],
): ProductValues {
  return {
    name: fields.name,
    sku: fields.sku,
    stock: fields.stock,
    categoryId: fields.category_id,
    subCategoryId: fields.sub_category_id ?? null,
    description: fields.description,
    compareAtPriceCents: fields.sellingPrice ?? null,
    priceCents: fields.originalPrice,
    image,
    additionalImages: additional,
    ...printArea(fields),
    frameFamily: fields.frame_family ?? null,
    fitRole: fields.fit_role ?? null,
    weightG: fields.weight_g ?? null,
    packageLengthMm: fields.package_length_mm ?? null,
    packageWidthMm: fields.package_width_mm ?? null,
    packageHeightMm: fields.package_height_mm ?? null,
  };
}

/** A frame size sets the print area; without one, the typed width and height stand. */
function printArea(
  fields: Pick<ProductFields, 'print_width_mm' | 'print_height_mm' | 'print_size'>,
): Pick<ProductValues, 'printWidthMm' | 'printHeightMm' | 'printSize'> {
  const frame = fields.print_size === undefined ? undefined : findFrameSize(fields.print_size);
  if (frame) {
    return { printWidthMm: frame.widthMm, printHeightMm: frame.heightMm, printSize: frame.slug };
  }
  return {
    printWidthMm: fields.print_width_mm ?? null,
    printHeightMm: fields.print_height_mm ?? null,
    printSize: null,
  };
}

/** The product as the API answers it, in its published names (see `toValues` for the prices). */
export function toProduct(row: ShopProductRow, names: Names): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    stock: row.stock,
    category_id: row.categoryId,
    sub_category_id: row.subCategoryId,
    description: row.description,
    sellingPrice: row.compareAtPriceCents === null ? null : centsToDollars(row.compareAtPriceCents),
    originalPrice: centsToDollars(row.priceCents),
    image: row.image,
    additional_images: row.additionalImages,
    print_width_mm: row.printWidthMm,
    print_height_mm: row.printHeightMm,
    print_size: row.printSize,
    frame_family: row.frameFamily,
    fit_role: row.fitRole,
    rating: { average: averageRating(row.ratingCount, row.ratingSum), count: row.ratingCount },
    category: {
      id: row.categoryId,
      name: names.categoryName,
      path: pathSegment(names.categoryName),
    },
    subCategory:
      row.subCategoryId === null || names.subCategoryName === null
        ? null
        : {
            id: row.subCategoryId,
            nameSubCategory: names.subCategoryName,
            path: pathSegment(names.subCategoryName),
          },
  };
}

function toAdminProduct(row: ProductRow, names: Names): AdminProduct {
  return {
    ...toProduct(row, names),
    weight_g: row.weightG,
    package_length_mm: row.packageLengthMm,
    package_width_mm: row.packageWidthMm,
    package_height_mm: row.packageHeightMm,
    units_sold: row.unitsSold,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
