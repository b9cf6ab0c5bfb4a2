import { zodResolver } from '@hookform/resolvers/zod';
import { CategoryInputSchema, SUB_CATEGORIES_MAX, type MessageResponse } from '@backlit/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  useFieldArray,
  useForm,
  type FieldErrors,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import {
  emptyCategory,
  emptySubCategory,
  type CategoryFormValues,
  type CategoryValues,
} from '../lib/category-values';
import { SaveResultAlert, type SaveResult } from './save-result-alert';

type Tab = 'category' | 'sub-category';

type CategoryFormProps = {
  /** Prefilled values (edit); an empty form otherwise. */
  defaultValues?: CategoryFormValues;
  /** Sends the values; resolves with the server's answer. */
  save: (values: CategoryValues) => Promise<MessageResponse>;
  /** The values the form shows after a successful save (empty for "add"). */
  afterSave: (answer: MessageResponse) => Promise<CategoryFormValues> | CategoryFormValues;
  submitLabel?: string;
};

const SUB_FIELD = /^subCategories\.(\d+)\.(nameSubCategory|descriptionSubCategory|id)$/;

/**
 * The category form: tab "Category" (name, description, Next) and tab "Sub Category"
 * (repeatable rows, Add Another Sub Category, Submit). Both tabs stay mounted, so the values of the
 * hidden one are kept and validated.
 */
export function CategoryForm({
  defaultValues,
  save,
  afterSave,
  submitLabel = 'Submit',
}: CategoryFormProps) {
  const [tab, setTab] = useState<Tab>('category');
  const [result, setResult] = useState<SaveResult>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    reset,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CategoryFormValues, unknown, CategoryValues>({
    // The form's values are the schema's input with every field present.
    resolver: zodResolver(CategoryInputSchema) as Resolver<
      CategoryFormValues,
      unknown,
      CategoryValues
    >,
    defaultValues: defaultValues ?? emptyCategory(),
  });
  // keyName: the rows have an `id` of their own (existing sub-categories).
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'subCategories',
    keyName: 'key',
  });

  /** Shows the tab that holds `field`, then puts the cursor in it. */
  const reveal = (field: string) => {
    flushSync(() => setTab(field.startsWith('subCategories') ? 'sub-category' : 'category'));
    const focusable = field.replace(/\.id$/, '.nameSubCategory');
    setFocus(focusable as FieldPath<CategoryFormValues>);
  };

  const onInvalid = (invalid: FieldErrors<CategoryFormValues>) => {
    if (invalid.name || invalid.description) reveal(invalid.name ? 'name' : 'description');
    else if (invalid.subCategories) {
      const row = Array.isArray(invalid.subCategories)
        ? invalid.subCategories.findIndex(Boolean)
        : -1;
      reveal(row >= 0 ? `subCategories.${row}.nameSubCategory` : 'subCategories');
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setResult(undefined);
    // The server numbers the rows it received; empty rows were dropped before sending.
    const sentRows = getValues('subCategories').flatMap((row, index) =>
      row.nameSubCategory.trim() === '' ? [] : [index],
    );
    // With no sub-category left, the field is left out: the server reads that as none.
    const { subCategories, ...rest } = values;
    const body = subCategories.length > 0 ? values : (rest as CategoryValues);
    try {
      const answer = await save(body);
      if (answer.status !== 200) {
        setResult({ kind: 'error', message: 'Error saving category' });
        return;
      }
      // The count keys the result alert, so each save shows its own message.
      reset(await afterSave(answer), { keepSubmitCount: true });
      setTab('category');
      setResult({ kind: 'success', message: answer.message });
    } catch (error) {
      if (!isApiError(error)) {
        setResult({ kind: 'error', message: 'An error occurred' });
        return;
      }
      // 422: each message beside its field; other failures (401, 403, 5xx) say why.
      const detail =
        error.status === 422 ? placeServerErrors(error.validation_errors).join(' ') : error.message;
      setResult({ kind: 'error', message: 'Error saving category', detail });
    }

    /** Sets each field's server error; returns the messages that belong to no field. */
    function placeServerErrors(validationErrors: Record<string, string[]>): string[] {
      const unplaced: string[] = [];
      let first: string | undefined;
      for (const [key, messages] of Object.entries(validationErrors)) {
        const sub = SUB_FIELD.exec(key);
        const formRow = sub ? sentRows[Number(sub[1])] : undefined;
        const field =
          key === 'name' || key === 'description'
            ? key
            : sub && formRow !== undefined
              ? `subCategories.${formRow}.${sub[2]}`
              : undefined;
        if (!field) {
          unplaced.push(...messages);
          continue;
        }
        setError(field as FieldPath<CategoryFormValues>, {
          type: 'server',
          message: messages.join(' '),
        });
        first ??= field;
      }
      if (first) reveal(first);
      return unplaced;
    }
  }, onInvalid);

  const tabHasErrors = {
    category: Boolean(errors.name || errors.description),
    'sub-category': Boolean(errors.subCategories),
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <SaveResultAlert result={result} attempt={submitCount} onClose={() => setResult(undefined)} />
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <TabsList aria-label="Category form">
          {(['category', 'sub-category'] as const).map((value) => (
            <TabsTrigger key={value} value={value}>
              {value === 'category' ? 'Category' : 'Sub Category'}
              {tabHasErrors[value] && (
                <span className="ml-2 inline-block size-2 rounded-full bg-red-500" aria-hidden />
              )}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="category" forceMount hidden={tab !== 'category'}>
          <div className="flex flex-col gap-5">
            <Input
              label="Name"
              required
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <Field label="Description" error={errors.description?.message}>
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  className={cn(controlClassName, 'h-auto px-3 py-2')}
                  {...register('description')}
                />
              )}
            </Field>
            <div className="flex justify-end">
              <Button onClick={() => setTab('sub-category')}>Next</Button>
            </div>
          </div>
        </TabsContent>

        <TabsContent value="sub-category" forceMount hidden={tab !== 'sub-category'}>
          <div className="flex flex-col gap-4">
            {fields.map((field, index) => {
              const rowErrors = errors.subCategories?.[index];
              return (
                <fieldset
                  key={field.key}
                  className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
                >
                  <legend className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    Sub category {index + 1}
                  </legend>
                  <Input
                    label="Name"
                    autoComplete="off"
                    error={
                      [rowErrors?.nameSubCategory?.message, rowErrors?.id?.message]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    {...register(`subCategories.${index}.nameSubCategory`)}
                  />
                  <Input
                    label="Description"
                    autoComplete="off"
                    error={rowErrors?.descriptionSubCategory?.message}
                    {...register(`subCategories.${index}.descriptionSubCategory`)}
                  />
                  {fields.length > 1 && (
                    <Button
                      variant="secondary"
                      className="sm:mt-7"
                      aria-label={`Remove sub category ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden />
                      Remove
                    </Button>
                  )}
                </fieldset>
              );
            })}
            {errors.subCategories?.root?.message && (
              <p className="text-xs font-medium text-red-700">
                {errors.subCategories.root.message}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button
                variant="secondary"
                disabled={fields.length >= SUB_CATEGORIES_MAX}
                onClick={() => append(emptySubCategory())}
              >
                <Plus aria-hidden />
                Add Another Sub Category
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : submitLabel}
              </Button>
            </div>
          </div>
        </TabsContent>
      </Tabs>
    </form>
  );
}
