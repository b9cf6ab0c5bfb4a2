import {
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  ContentEntryRequestSchema,
  FAQ_TABS,
  PAGE_SLUGS,
  type AdminContentEntry,
  type ContentEntryRequest,
  type ContentKind,
  type ContentStatus,
} from '@backlit/domain';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { errorMessage, showServerErrors } from '../../../lib/server-errors';
import { useMarkdownPreview } from '../api/preview';
import { useSaveEntry } from '../api/save-entry';
import { PictureFieldset } from './picture-fieldset';
import { StateBadge } from './state-badge';

/** What the form holds: text as typed, blank for what is left out. */
type ContentFormValues = {
  kind: ContentKind;
  slug: string;
  title: string;
  body: string;
  excerpt: string;
  description: string;
  author: string;
  category: string;
  topic: string;
  position: string;
  image_src: string;
  image_alt: string;
  status: ContentStatus;
  /** `datetime-local` text, in the staff member's own clock. */
  published_at: string;
  /** A page's named extra blocks (the print page's summary), Markdown. */
  sections: Record<string, string>;
};

const FIELDS = [
  'kind',
  'slug',
  'title',
  'body',
  'excerpt',
  'description',
  'author',
  'category',
  'topic',
  'position',
  'image_src',
  'image_alt',
  'status',
  'published_at',
] as const satisfies readonly FieldPath<ContentFormValues>[];

const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Draft (not in the shop)',
  scheduled: 'Scheduled (appears at its time)',
  published: 'Published',
};

const TOPICS = FAQ_TABS.filter((tab) => tab.topic !== null);

/** An ISO time as a `datetime-local` value in this browser's clock. */
function toLocalInput(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Lowercase words joined by hyphens, as the shop's addresses are written. */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

function formValues(entry: AdminContentEntry | undefined, kind: ContentKind): ContentFormValues {
  return {
    kind: entry?.kind ?? kind,
    slug: entry?.slug ?? '',
    title: entry?.title ?? '',
    body: entry?.body ?? '',
    excerpt: entry?.excerpt ?? '',
    description: entry?.description ?? '',
    author: entry?.author ?? '',
    category: entry?.category ?? '',
    topic: entry?.topic ?? '',
    position: entry?.position ? String(entry.position) : '',
    image_src: entry?.image?.src ?? '',
    image_alt: entry?.image?.alt ?? '',
    status: entry?.status ?? 'draft',
    published_at: entry ? toLocalInput(entry.published_at) : '',
    sections: { ...entry?.sections },
  };
}

/** The request the form's values make; blanks are left out. */
function toRequest(values: ContentFormValues) {
  const blankless = (value: string) => (value.trim() === '' ? undefined : value);
  const request: ContentEntryRequest = {
    kind: values.kind,
    slug: values.slug.trim(),
    title: values.title,
    body: values.body,
    excerpt: blankless(values.excerpt),
    description: blankless(values.description),
    author: blankless(values.author),
    category: blankless(values.category),
    topic: values.kind === 'faq' ? ((blankless(values.topic) as never) ?? null) : null,
    position: values.position.trim() === '' ? null : Number(values.position),
    image: values.image_src ? { src: values.image_src, alt: values.image_alt } : null,
    ...(Object.keys(values.sections).length > 0 ? { sections: values.sections } : {}),
    status: values.status,
    published_at: values.published_at ? new Date(values.published_at).toISOString() : null,
  };
  return request;
}

type ContentFormProps = {
  /** The entry being edited; none for a new one. */
  entry?: AdminContentEntry;
  /** The kind a new entry starts as. */
  kind?: ContentKind;
  onSaved: (entry: AdminContentEntry) => void;
  /** Shows rendered Markdown exactly as the shop's pages do. */
  renderPreview: (html: string) => ReactNode;
};

/**
 * One content entry: its Markdown beside a live preview, its picture, who wrote it, and when it
 * appears (draft, scheduled at a time, published). Checked with the server's own schema first.
 */
export function ContentForm({ entry, kind = 'news', onSaved, renderPreview }: ContentFormProps) {
  const save = useSaveEntry();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContentFormValues>({ defaultValues: formValues(entry, kind) });
  const [slugTouched, setSlugTouched] = useState(Boolean(entry));
  const [body, currentKind, status, imageSrc] = useWatch({
    control,
    name: ['body', 'kind', 'status', 'image_src'],
  });
  const preview = useMarkdownPreview(body);

  const onSubmit = handleSubmit(async (values) => {
    const request = toRequest({ ...values, kind: entry?.kind ?? values.kind });
    const checked = ContentEntryRequestSchema.safeParse(request);
    if (!checked.success) {
      let focus = true;
      for (const issue of checked.error.issues) {
        const field =
          issue.path[0] === 'image'
            ? 'image_alt'
            : issue.path[0] === 'sections'
              ? `sections.${String(issue.path[1])}`
              : String(issue.path[0] ?? 'title');
        if ((FIELDS as readonly string[]).includes(field) || field.startsWith('sections.')) {
          setError(
            field as FieldPath<ContentFormValues>,
            { type: 'schema', message: issue.message },
            { shouldFocus: focus },
          );
          focus = false;
        }
      }
      return;
    }
    try {
      onSaved(await save.mutateAsync({ id: entry?.id, body: request }));
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });
  const formError = (errors as { root?: { server?: { message?: string } } }).root?.server;

  const dated = currentKind === 'news' || currentKind === 'blog';
  const isPage = currentKind === 'page';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={entry ? `Edit ${entry.title}` : 'New content entry'}
      className="flex flex-col gap-6"
    >
      {formError?.message && <Alert variant="error">{formError.message}</Alert>}
      <fieldset className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">The entry</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Select
            label="Kind"
            disabled={Boolean(entry)}
            hint={entry ? 'An entry keeps its kind.' : undefined}
            error={errors.kind?.message}
            {...register('kind')}
          >
            {CONTENT_KINDS.filter((value) => value !== 'page' || entry?.kind === 'page').map(
              (value) => (
                <option key={value} value={value}>
                  {CONTENT_KIND_LABELS[value]}
                </option>
              ),
            )}
          </Select>
          <Input
            label={currentKind === 'faq' ? 'Question' : 'Title'}
            required
            error={errors.title?.message}
            {...register('title', {
              onChange: (event: { target: { value: string } }) => {
                if (!slugTouched) setValue('slug', slugFrom(event.target.value));
              },
            })}
          />
        </div>
        <Input
          label="Slug"
          required
          readOnly={isPage}
          hint={
            isPage
              ? `A page's address stays (${PAGE_SLUGS.join(', ')}).`
              : 'The last part of its address: lowercase words joined by hyphens.'
          }
          error={errors.slug?.message}
          {...register('slug', { onChange: () => setSlugTouched(true) })}
        />
        {(dated || isPage) && (
          <div className="grid gap-5 sm:grid-cols-2">
            {dated && (
              <Input
                label="Excerpt"
                required
                hint="One or two sentences for the list."
                error={errors.excerpt?.message}
                {...register('excerpt')}
              />
            )}
            <Input
              label="Description"
              required
              hint="For search engines and link previews."
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
        )}
        {currentKind === 'faq' && (
          <div className="grid gap-5 sm:grid-cols-2">
            <Select label="Topic" required error={errors.topic?.message} {...register('topic')}>
              <option value="">Choose…</option>
              {TOPICS.map((tab) => (
                <option key={tab.topic} value={tab.topic!}>
                  {tab.label}
                </option>
              ))}
            </Select>
            <Input
              label="Position"
              type="number"
              min={1}
              optional
              hint="Its place in the FAQ, 1 first."
              error={errors.position?.message}
              {...register('position')}
            />
          </div>
        )}
        {dated && (
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label="Author"
              required={currentKind === 'blog'}
              optional={currentKind !== 'blog'}
              error={errors.author?.message}
              {...register('author')}
            />
            {currentKind === 'blog' && (
              <Input
                label="Category"
                optional
                hint="General when left blank."
                error={errors.category?.message}
                {...register('category')}
              />
            )}
          </div>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">Text</legend>
        <div className="grid gap-5 lg:grid-cols-2">
          <Field
            label="Markdown"
            required
            hint="**bold**, *italic*, lists, [links](/print-instruction), ## headings, tables. HTML is shown as text."
            error={errors.body?.message}
          >
            {(controlProps) => (
              <textarea
                rows={18}
                {...controlProps}
                className={cn(controlClassName, 'h-auto min-h-72 px-3 py-2 font-mono text-sm')}
                {...register('body')}
              />
            )}
          </Field>
          <section aria-label="Preview" className="flex min-w-0 flex-col gap-1.5">
            <h2 className="text-sm font-medium text-slate-800">
              Preview{' '}
              {preview.isFetching && (
                <span className="font-normal text-slate-500">(updating…)</span>
              )}
            </h2>
            <div
              data-testid="content-preview"
              className="min-h-72 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-4"
            >
              {body.trim() === '' ? (
                <p className="text-sm text-slate-500">
                  The text appears here as the shop shows it.
                </p>
              ) : preview.data !== undefined ? (
                renderPreview(preview.data)
              ) : preview.isError ? (
                <p className="text-sm text-red-700">{errorMessage(preview.error)}</p>
              ) : (
                <p className="text-sm text-slate-500">Rendering…</p>
              )}
            </div>
          </section>
        </div>
        {Object.keys(entry?.sections ?? {}).map((name) => (
          <Field
            key={name}
            label={`Section “${name}”`}
            hint="A block of its own on the page, in Markdown."
            error={errors.sections?.[name]?.message}
          >
            {(controlProps) => (
              <textarea
                rows={5}
                {...controlProps}
                className={cn(controlClassName, 'h-auto px-3 py-2 font-mono text-sm')}
                {...register(`sections.${name}`)}
              />
            )}
          </Field>
        ))}
      </fieldset>

      {!isPage && currentKind !== 'faq' && (
        <PictureFieldset
          src={imageSrc}
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
            if (!getValues('image_alt')) setValue('image_alt', getValues('title'));
          }}
          onRemove={() => {
            setValue('image_src', '');
            setValue('image_alt', '');
          }}
        />
      )}

      <fieldset className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">Publishing</legend>
        {entry && (
          <p className="text-sm text-slate-600">
            Now: <StateBadge entry={entry} />
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Select label="Status" error={errors.status?.message} {...register('status')}>
            {(Object.keys(STATUS_LABELS) as ContentStatus[]).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
          <Input
            type="datetime-local"
            label={status === 'scheduled' ? 'Publish at' : 'Date'}
            required={status === 'scheduled'}
            optional={status !== 'scheduled'}
            hint={
              status === 'scheduled'
                ? 'It appears in the shop, its feed and the sitemap at this time.'
                : 'The date it shows; now when left blank.'
            }
            error={errors.published_at?.message}
            {...register('published_at')}
          />
        </div>
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : entry ? 'Save changes' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
