import { zodResolver } from '@hookform/resolvers/zod';
import {
  FIT_ROLE_LABELS,
  FIT_ROLES,
  FRAME_FAMILIES,
  FRAME_FAMILY_LABELS,
  FRAME_SIZES,
  PARCEL_MAX_LENGTH_MM,
  PARCEL_MAX_LENGTH_PLUS_GIRTH_MM,
  PARCEL_MAX_WEIGHT_G,
  ProductFieldsSchema,
  type AdminProduct,
} from '@backlit/domain';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import type { UploadProgress as Progress } from '../../../lib/upload';
import type { CategoryOption } from '../api/all-categories';
import type { SaveProductRequest, SaveProductResponse } from '../api/save-product';
import { checkImageFiles } from '../lib/image-checks';
import {
  emptyProduct,
  PRODUCT_FIELD_NAMES,
  toProductFormData,
  toProductFormValues,
  type ProductFieldName,
  type ProductFormValues,
  type ProductParsedValues,
} from '../lib/product-values';
import { ProductImages, type StoredPhoto } from './product-images';
import { UploadProgress } from './upload-progress';
import { useChosenImages } from './use-chosen-images';
import { SaveResultAlert, type SaveResult } from './save-result-alert';

const schemaResolver = zodResolver(ProductFieldsSchema) as Resolver<
  ProductFormValues,
  unknown,
  ProductParsedValues
>;

/** The contract's schema, saying 'required' rather than 'not an amount' for an empty price. */
const resolver: Resolver<ProductFormValues, unknown, ProductParsedValues> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const error = result.errors.originalPrice;
  if (error && values.originalPrice.trim() === '') {
    return {
      values: {},
      errors: {
        ...result.errors,
        originalPrice: { ...error, message: 'The price is required.' },
      },
    };
  }
  return result;
};

type ProductFormProps = {
  categories: readonly CategoryOption[];
  /** The product to edit; an empty form adds a new one. */
  product?: AdminProduct;
  save: (request: SaveProductRequest) => Promise<SaveProductResponse>;
  submitLabel: string;
};

const IMAGE_ERROR = /^(image|additional_images\.(\d+)|remove_images\.\d+)$/;

/**
 * The back-office product form (add and edit). Fields are checked with the contract's schema
 * before sending; the server stays the authority and its 422 messages land beside their fields.
 */
export function ProductForm({ categories, product, save, submitLabel }: ProductFormProps) {
  const editing = product !== undefined;
  const [result, setResult] = useState<SaveResult>();
  const [progress, setProgress] = useState<Progress>();
  const chosen = useChosenImages();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [replaceMain, setReplaceMain] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [photoErrors, setPhotoErrors] = useState<Record<string, string>>({});

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    reset,
    control,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ProductFormValues, unknown, ProductParsedValues>({
    resolver,
    defaultValues: product ? toProductFormValues(product) : emptyProduct(),
  });

  // The selects are controlled by the form's values, so reset() and defaults always show.
  const [categoryId, subCategoryId] = useWatch({
    control,
    name: ['category_id', 'sub_category_id'],
  });
  const subCategories =
    categories.find((category) => String(category.id) === categoryId)?.sub_categories ?? [];

  const stored: StoredPhoto[] = product
    ? [
        ...(product.image ? [{ path: product.image, main: true }] : []),
        ...product.additional_images.map((path) => ({ path, main: false })),
      ]
    : [];
  const storedMain = stored.find((photo) => photo.main);
  const storedMainKept = storedMain !== undefined && !removed.has(storedMain.path);
  const chosenIsMain = chosen.images.length > 0 && (!storedMainKept || replaceMain);
  const photoCount =
    stored.filter((photo) => !removed.has(photo.path)).length -
    (storedMainKept && chosenIsMain ? 1 : 0) +
    chosen.images.length;

  const clearImageState = () => {
    chosen.clear();
    setRemoved(new Set());
    setReplaceMain(false);
    setProblems([]);
    setPhotoErrors({});
  };

  const onSubmit = handleSubmit(async () => {
    setResult(undefined);
    setPhotoErrors({});
    setProblems([]);
    const [first, ...rest] = chosen.images;
    const main = chosenIsMain ? first : undefined;
    const additional = chosenIsMain ? rest : chosen.images;
    // The order the photos are sent in, to place the server's `additional_images.<n>` errors.
    const sentKeys = { main: main?.key, additional: additional.map((image) => image.key) };
    const body = toProductFormData({
      // The typed text goes out; the server parses it with the same schema.
      values: getValues(),
      main: main?.file,
      additional: additional.map((image) => image.file),
      remove: [...removed],
    });
    try {
      setProgress({ loaded: 0, total: 0 });
      const answer = await save({ body, onProgress: setProgress });
      // Add: an empty form for the next product. Edit: the product as the server saved it.
      reset(editing ? toProductFormValues(answer.product) : emptyProduct(), {
        keepSubmitCount: true,
      });
      clearImageState();
      setResult({ kind: 'success', message: answer.message });
    } catch (error) {
      if (!isApiError(error)) {
        setResult({ kind: 'error', message: 'An error occurred' });
        return;
      }
      const detail =
        error.status === 422 ? placeServerErrors(error.validation_errors) : error.message;
      setResult({ kind: 'error', message: 'Error saving product', detail });
    } finally {
      setProgress(undefined);
    }

    /** Puts each message beside its field or photo; returns a summary for the alert. */
    function placeServerErrors(validationErrors: Record<string, string[]>): string {
      const unplaced: string[] = [];
      const imageProblems: string[] = [];
      const byPhoto: Record<string, string> = {};
      let firstField: ProductFieldName | undefined;
      for (const [key, messages] of Object.entries(validationErrors)) {
        const message = messages.join(' ');
        if ((PRODUCT_FIELD_NAMES as readonly string[]).includes(key)) {
          const field = key as ProductFieldName;
          setError(field as FieldPath<ProductFormValues>, { type: 'server', message });
          firstField ??= field;
          continue;
        }
        const image = IMAGE_ERROR.exec(key);
        if (!image) {
          unplaced.push(message);
          continue;
        }
        const photoKey =
          key === 'image'
            ? sentKeys.main
            : image[2] !== undefined
              ? sentKeys.additional[Number(image[2])]
              : undefined;
        if (photoKey) byPhoto[photoKey] = message;
        else imageProblems.push(message);
      }
      setPhotoErrors(byPhoto);
      setProblems(imageProblems);
      if (firstField) setFocus(firstField);
      return unplaced.length > 0 ? unplaced.join(' ') : 'Check the fields marked below.';
    }
  });

  const choose = (files: File[]) => {
    const { accepted, problems: refused } = checkImageFiles(files, photoCount);
    setProblems(refused);
    chosen.add(accepted);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <SaveResultAlert result={result} attempt={submitCount} onClose={() => setResult(undefined)} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section
          aria-labelledby="product-details-heading"
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
        >
          <h2 id="product-details-heading" className="text-base font-semibold text-slate-900">
            Details
          </h2>
          <Input
            label="Product name"
            required
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label="SKU"
              required
              autoComplete="off"
              spellCheck={false}
              error={errors.sku?.message}
              {...register('sku')}
            />
            <Input
              label="Stock"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.stock?.message}
              {...register('stock')}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Select
              label="Category"
              required
              error={errors.category_id?.message}
              value={categoryId}
              {...register('category_id', {
                // Sub-categories belong to one category: a new category starts without one.
                onChange: () => setValue('sub_category_id', ''),
              })}
            >
              <option value="">Choose Category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
            <Select
              label="Sub Category"
              disabled={subCategories.length === 0}
              hint={
                categoryId && subCategories.length === 0
                  ? 'This category has no sub-categories.'
                  : undefined
              }
              error={errors.sub_category_id?.message}
              value={subCategoryId}
              {...register('sub_category_id')}
            >
              <option value="">Choose Sub Category</option>
              {subCategories.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.nameSubCategory}
                </option>
              ))}
            </Select>
          </div>
          <Field label="Description" error={errors.description?.message}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                className={cn(controlClassName, 'h-auto px-3 py-2')}
                {...register('description')}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label="Price"
              required
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              hint="What the customer pays, in USD."
              error={errors.originalPrice?.message}
              {...register('originalPrice')}
            />
            <Input
              label="Compare-at price"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              hint="Optional, in USD: a former or list price, higher than the price. The shop shows it struck through beside the price."
              error={errors.sellingPrice?.message}
              {...register('sellingPrice')}
            />
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-medium text-slate-800">Print size (optional)</legend>
            <Select
              label="Frame size"
              hint="For printed products (a frame with its banner, a replacement banner): customers upload artwork for it, checked against this size. It sets the width and height."
              error={errors.print_size?.message}
              {...register('print_size')}
            >
              <option value="">Not printed</option>
              {FRAME_SIZES.map((size) => (
                <option key={size.slug} value={size.slug}>
                  {size.label} ({size.widthMm} × {size.heightMm} mm)
                </option>
              ))}
            </Select>
            <p className="-mt-1 text-xs text-slate-500">
              Or the visible area of another product in millimetres, shown on its page.
            </p>
            <div className="grid grid-cols-2 gap-5">
              <Input
                label="Width (mm)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errors.print_width_mm?.message}
                {...register('print_width_mm')}
              />
              <Input
                label="Height (mm)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errors.print_height_mm?.message}
                {...register('print_height_mm')}
              />
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-medium text-slate-800">Fits frames (optional)</legend>
            <p className="-mt-1 text-xs text-slate-500">
              What customers see under My frames: a banner fits the frames of its family with the
              same print size; a spare part or accessory fits its whole family, or only the frames
              of its frame size when it has one.
            </p>
            <div className="grid gap-5 sm:grid-cols-2">
              <Select
                label="Frame family"
                error={errors.frame_family?.message}
                {...register('frame_family')}
              >
                <option value="">None</option>
                {FRAME_FAMILIES.map((family) => (
                  <option key={family} value={family}>
                    {FRAME_FAMILY_LABELS[family]}
                  </option>
                ))}
              </Select>
              <Select label="Role" error={errors.fit_role?.message} {...register('fit_role')}>
                <option value="">None</option>
                {FIT_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {FIT_ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-medium text-slate-800">Shipping (optional)</legend>
            <p className="-mt-1 text-xs text-slate-500">
              One unit as it ships, packed: checkout prices delivery by weight, and a package longer
              than {PARCEL_MAX_LENGTH_MM / 1000} m, or over {PARCEL_MAX_LENGTH_PLUS_GIRTH_MM / 1000}{' '}
              m in length plus girth, or heavier than {PARCEL_MAX_WEIGHT_G / 1000} kg goes by
              freight only.
            </p>
            <div className="grid grid-cols-2 gap-5">
              <Input
                label="Weight (g)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errors.weight_g?.message}
                {...register('weight_g')}
              />
              <Input
                label="Package length (mm)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errors.package_length_mm?.message}
                {...register('package_length_mm')}
              />
              <Input
                label="Package width (mm)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errors.package_width_mm?.message}
                {...register('package_width_mm')}
              />
              <Input
                label="Package height (mm)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={errors.package_height_mm?.message}
                {...register('package_height_mm')}
              />
            </div>
          </fieldset>
        </section>

        <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
          <ProductImages
            stored={stored}
            removed={removed}
            onToggleRemove={(path) =>
              setRemoved((set) => {
                const next = new Set(set);
                if (!next.delete(path)) next.add(path);
                return next;
              })
            }
            chosen={chosen.images}
            chosenIsMain={chosenIsMain}
            onChoose={choose}
            onRemoveChosen={(key) => {
              chosen.remove(key);
              setProblems([]);
            }}
            onMakeMain={(key) => {
              chosen.makeFirst(key);
              setReplaceMain(true);
            }}
            onMove={chosen.move}
            onKeepStoredMain={() => setReplaceMain(false)}
            problems={problems}
            photoErrors={photoErrors}
            disabled={isSubmitting}
          />
        </div>
      </div>

      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:flex-row sm:items-center sm:justify-end sm:p-6">
        {progress && (
          <div className="sm:flex-1">
            <UploadProgress progress={progress} />
          </div>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
