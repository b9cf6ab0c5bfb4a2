import {
  HOME_BUTTONS_MAX,
  HomePageRequestSchema,
  type AdminHomePage,
  type HomePage,
  type HomePageRequest,
} from '@backlit/domain';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { showServerErrors } from '../../../lib/server-errors';
import { useSaveHomePage } from '../api/home-page';
import { FeaturedPicker, type ProductSearch } from './featured-picker';
import { PictureFieldset } from './picture-fieldset';

/** What the form holds: the hero's text as typed, both button rows (a blank row is no button). */
type HomeFormValues = {
  eyebrow: string;
  heading: string;
  heading_accent: string;
  text: string;
  buttons: { label: string; href: string }[];
  image_src: string;
  image_alt: string;
};

const BUTTON_ROWS = Array.from({ length: HOME_BUTTONS_MAX }, (_, row) => row);

const FIELDS = [
  'eyebrow',
  'heading',
  'heading_accent',
  'text',
  'image_alt',
  ...BUTTON_ROWS.flatMap((row) => [`buttons.${row}.label`, `buttons.${row}.href`] as const),
] as FieldPath<HomeFormValues>[];

function formValues(home: AdminHomePage): HomeFormValues {
  return {
    eyebrow: home.eyebrow,
    heading: home.heading,
    heading_accent: home.heading_accent,
    text: home.text,
    buttons: BUTTON_ROWS.map((row) => home.buttons[row] ?? { label: '', href: '' }),
    image_src: home.image?.src ?? '',
    image_alt: home.image?.alt ?? '',
  };
}

/** The form's button rows that are filled in, each with the row it came from. */
function filledButtons(values: HomeFormValues) {
  return values.buttons
    .map((button, row) => ({ ...button, row }))
    .filter((button) => button.label.trim() !== '' || button.href.trim() !== '');
}

/** The hero the form's values make, as the shop shows it. */
function heroOf(values: HomeFormValues): Omit<HomePage, 'featured'> {
  return {
    eyebrow: values.eyebrow,
    heading: values.heading,
    heading_accent: values.heading_accent,
    text: values.text,
    buttons: filledButtons(values).map(({ label, href }) => ({ label, href: href.trim() })),
    image: values.image_src ? { src: values.image_src, alt: values.image_alt } : null,
  };
}

function toRequest(values: HomeFormValues, featured: HomePage['featured']): HomePageRequest {
  return { ...heroOf(values), featured_product_ids: featured.map((product) => product.id) };
}

type HomePageFormProps = {
  home: AdminHomePage;
  /** The shop's own hero, showing what the form holds. */
  renderPreview: (home: HomePage) => ReactNode;
  /** The catalogue's search, for picking the featured products. */
  search: ProductSearch;
};

/**
 * The home page's hero (a line above the heading, the heading and its highlighted words, the
 * text, up to two buttons, a picture) and its featured products, beside a live preview. Saving
 * publishes: the shop shows it at once. Checked with the server's own schema first.
 */
export function HomePageForm({ home, renderPreview, search }: HomePageFormProps) {
  const save = useSaveHomePage();
  const [featured, setFeatured] = useState(home.featured);
  const [saved, setSaved] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<HomeFormValues>({ defaultValues: formValues(home) });
  const values = useWatch({ control }) as HomeFormValues;
  const [featuredError, setFeaturedError] = useState<string>();

  const onSubmit = handleSubmit(async (current) => {
    setFeaturedError(undefined);
    const request = toRequest(current, featured);
    const checked = HomePageRequestSchema.safeParse(request);
    if (!checked.success) {
      const rows = filledButtons(current);
      let focus = true;
      for (const issue of checked.error.issues) {
        const [first, index, part] = issue.path;
        if (first === 'featured_product_ids') {
          setFeaturedError(issue.message);
          continue;
        }
        const field =
          first === 'image'
            ? 'image_alt'
            : first === 'buttons' && typeof index === 'number'
              ? `buttons.${rows[index]!.row}.${String(part ?? 'label')}`
              : String(first);
        if ((FIELDS as string[]).includes(field)) {
          setError(
            field as FieldPath<HomeFormValues>,
            { type: 'schema', message: issue.message },
            { shouldFocus: focus },
          );
          focus = false;
        }
      }
      return;
    }
    try {
      const next = await save.mutateAsync(request);
      setFeatured(next.featured);
      setSaved((count) => count + 1);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
      const server = error as { validation_errors?: Record<string, string[]> };
      setFeaturedError(server.validation_errors?.featured_product_ids?.join(' '));
    }
  });
  const formError = (errors as { root?: { server?: { message?: string } } }).root?.server;

  return (
    <form
      onSubmit={(event) => {
        clearErrors();
        void onSubmit(event);
      }}
      noValidate
      aria-label="Home page"
      className="flex flex-col gap-6"
    >
      {formError?.message && <Alert variant="error">{formError.message}</Alert>}
      {saved > 0 && !formError && (
        <Alert key={saved} variant="success" autoHide>
          Saved: the home page shows it now.
        </Alert>
      )}
      <fieldset className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">Hero</legend>
        <Input
          label="Line above the heading"
          optional
          error={errors.eyebrow?.message}
          {...register('eyebrow')}
        />
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <Input
            label="Heading"
            required
            error={errors.heading?.message}
            {...register('heading')}
          />
          <Input
            label="Highlighted words"
            optional
            hint="After the heading, in the glow colour."
            error={errors.heading_accent?.message}
            {...register('heading_accent')}
          />
        </div>
        <Field label="Text" required error={errors.text?.message}>
          {(controlProps) => (
            <textarea
              rows={3}
              {...controlProps}
              className={cn(controlClassName, 'h-auto px-3 py-2')}
              {...register('text')}
            />
          )}
        </Field>
        {BUTTON_ROWS.map((row) => (
          <div key={row} className="grid gap-5 sm:grid-cols-2">
            <Input
              label={`Button ${row + 1}: label`}
              optional
              error={errors.buttons?.[row]?.label?.message}
              {...register(`buttons.${row}.label`)}
            />
            <Input
              label={`Button ${row + 1}: link`}
              optional
              hint="A shop page (/allproducts) or an https:// address."
              error={errors.buttons?.[row]?.href?.message}
              {...register(`buttons.${row}.href`)}
            />
          </div>
        ))}
      </fieldset>

      <PictureFieldset
        src={values.image_src}
        thumbnailClassName="aspect-square"
        altInput={
          <Input
            label="Description of the picture"
            hint="Read aloud to people who cannot see it."
            error={errors.image_alt?.message}
            {...register('image_alt')}
          />
        }
        onUploaded={(src) => {
          setValue('image_src', src, { shouldDirty: true });
          if (!getValues('image_alt')) setValue('image_alt', getValues('heading'));
        }}
        onRemove={() => {
          setValue('image_src', '');
          setValue('image_alt', '');
        }}
      />

      <FeaturedPicker
        picked={featured}
        onChange={setFeatured}
        search={search}
        error={featuredError}
      />

      <section aria-label="Preview" className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-slate-800">Preview</h2>
        <div className="overflow-hidden rounded-xl border border-slate-200">
          {renderPreview({ ...heroOf(values), featured })}
        </div>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save and publish'}
        </Button>
      </div>
    </form>
  );
}
