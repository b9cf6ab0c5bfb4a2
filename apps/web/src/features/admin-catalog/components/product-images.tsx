import { IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@backlit/domain';
import { ArrowLeft, ArrowRight, ImagePlus, RotateCcw, Star, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { productImageSrcSet, storageUrl } from '../../../lib/product-image';
import { formatBytes, IMAGE_ACCEPT } from '../lib/image-checks';
import type { ChosenImage } from './use-chosen-images';

export type StoredPhoto = { path: string; main: boolean };

type ProductImagesProps = {
  /** The product's photos on the server (edit), main first. */
  stored: readonly StoredPhoto[];
  removed: ReadonlySet<string>;
  onToggleRemove: (path: string) => void;
  /** Photos chosen in this browser, in upload order. */
  chosen: readonly ChosenImage[];
  /** Whether `chosen[0]` becomes the main photo (replacing the stored one, if any). */
  chosenIsMain: boolean;
  onChoose: (files: File[]) => void;
  onRemoveChosen: (key: string) => void;
  onMakeMain: (key: string) => void;
  /** Moves a chosen photo one place earlier or later (they upload in this order). */
  onMove: (key: string, step: -1 | 1) => void;
  /** Edit: go back to the stored main photo after choosing a new one. */
  onKeepStoredMain: () => void;
  /** Messages about the photos as a whole (refused files, server errors). */
  problems: readonly string[];
  /** Server errors of single chosen photos, by their key. */
  photoErrors: Readonly<Record<string, string>>;
  disabled?: boolean;
};

/**
 * The photo picker: a drop zone (or the file chooser) for JPEG, PNG or WebP, several at once,
 * with previews. The first photo is the main one; 'Make main' moves another to the front and
 * Earlier / Later reorder them. Stored photos (edit) can be marked for removal.
 */
export function ProductImages({
  stored,
  removed,
  onToggleRemove,
  chosen,
  chosenIsMain,
  onChoose,
  onRemoveChosen,
  onMakeMain,
  onMove,
  onKeepStoredMain,
  problems,
  photoErrors,
  disabled,
}: ProductImagesProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const hintId = `${inputId}-hint`;
  const problemsId = `${inputId}-problems`;
  const photoErrorList = chosen.flatMap((image) =>
    photoErrors[image.key] ? [`${image.file.name}: ${photoErrors[image.key]}`] : [],
  );
  const allProblems = [...problems, ...photoErrorList];
  const hasPhotos = stored.length > 0 || chosen.length > 0;

  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="mb-4 text-base font-semibold text-slate-900">Images</legend>
      <div className="flex flex-col gap-1.5">
        {/* The whole zone is the file input's label: click or Enter opens the file chooser, and
            photos dragged from the desktop can be dropped on it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- dropping
            is the mouse's shortcut to the file input inside, which the keyboard reaches. */}
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            if (disabled || !event.dataTransfer.types.includes('Files')) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const files = Array.from(event.dataTransfer.files);
            if (!disabled && files.length > 0) onChoose(files);
          }}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-glow-500',
            dragging
              ? 'border-glow-500 bg-glow-100/60'
              : allProblems.length > 0
                ? 'border-red-400 bg-red-50/40'
                : 'border-slate-300 bg-slate-50 hover:border-slate-400 hover:bg-slate-100',
          )}
        >
          <Upload aria-hidden className="size-7 text-slate-500" />
          <span id={`${inputId}-name`} className="text-sm font-semibold text-slate-900">
            {stored.length > 0 ? 'Add photos' : 'Product images'}
          </span>
          <span className="text-sm text-slate-600">
            Drop photos here, or <span className="font-semibold text-glow-700">choose files</span>
          </span>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            aria-labelledby={`${inputId}-name`}
            aria-describedby={[hintId, allProblems.length > 0 ? problemsId : '']
              .filter(Boolean)
              .join(' ')}
            aria-invalid={allProblems.length > 0 ? true : undefined}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              // Cleared so that choosing the same file again after removing it works.
              event.currentTarget.value = '';
              if (files.length > 0) onChoose(files);
            }}
            className="sr-only"
          />
        </label>
        <p id={hintId} className="text-xs text-slate-500">
          JPEG, PNG or WebP, up to {formatBytes(IMAGE_MAX_BYTES)} each, at most {PRODUCT_IMAGES_MAX}{' '}
          photos. The first photo is the main one; the others are shown as additional images.
        </p>
        {allProblems.length > 0 && (
          <ul id={problemsId} className="flex flex-col gap-1 text-xs font-medium text-red-700">
            {allProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>

      {hasPhotos ? (
        <ul
          aria-label="Photos"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-2"
        >
          {stored.map((photo, index) => {
            const isRemoved = removed.has(photo.path);
            const replaced = photo.main && !isRemoved && chosenIsMain;
            const label = photo.main ? 'the main photo' : `photo ${index + 1}`;
            return (
              <PhotoTile
                key={photo.path}
                src={storageUrl(photo.path)}
                srcSet={productImageSrcSet(photo.path)}
                alt={photo.main ? 'Main photo' : `Photo ${index + 1}`}
                badge={
                  isRemoved ? (
                    <Badge tone="danger">Will be removed</Badge>
                  ) : replaced ? (
                    <Badge tone="muted">Will be replaced</Badge>
                  ) : photo.main ? (
                    <MainBadge />
                  ) : undefined
                }
                faded={isRemoved || replaced}
              >
                {replaced && (
                  <Button variant="secondary" size="sm" onClick={onKeepStoredMain}>
                    <Star aria-hidden />
                    Keep as main
                  </Button>
                )}
                <Button
                  variant={isRemoved ? 'secondary' : 'ghost'}
                  size="sm"
                  aria-label={isRemoved ? `Keep ${label}` : `Remove ${label}`}
                  onClick={() => onToggleRemove(photo.path)}
                >
                  {isRemoved ? <RotateCcw aria-hidden /> : <Trash2 aria-hidden />}
                  {isRemoved ? 'Keep' : 'Remove'}
                </Button>
              </PhotoTile>
            );
          })}
          {chosen.map((image, index) => {
            const main = index === 0 && chosenIsMain;
            const error = photoErrors[image.key];
            return (
              <PhotoTile
                key={image.key}
                src={image.url}
                alt={`Preview of ${image.file.name}`}
                caption={`${image.file.name} · ${formatBytes(image.file.size)}`}
                badge={
                  main ? (
                    <MainBadge />
                  ) : stored.length > 0 ? (
                    <Badge tone="new">New</Badge>
                  ) : undefined
                }
                error={error}
              >
                {!main && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Make main: ${image.file.name}`}
                    onClick={() => onMakeMain(image.key)}
                  >
                    <Star aria-hidden />
                    Make main
                  </Button>
                )}
                {chosen.length > 1 && (
                  // Side by side when the tile is wide enough, else one under the other: never cut.
                  <div className="flex flex-wrap gap-1 [&>*]:min-w-fit [&>*]:flex-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Move ${image.file.name} earlier`}
                      disabled={index === 0}
                      onClick={() => onMove(image.key, -1)}
                    >
                      <ArrowLeft aria-hidden />
                      Earlier
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Move ${image.file.name} later`}
                      disabled={index === chosen.length - 1}
                      onClick={() => onMove(image.key, 1)}
                    >
                      Later
                      <ArrowRight aria-hidden />
                    </Button>
                  </div>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${image.file.name}`}
                  onClick={() => onRemoveChosen(image.key)}
                >
                  <Trash2 aria-hidden />
                  Remove
                </Button>
              </PhotoTile>
            );
          })}
        </ul>
      ) : (
        <div className="flex items-center gap-3 rounded-lg bg-slate-50 px-4 py-6 text-sm text-slate-500">
          <ImagePlus aria-hidden className="size-5 shrink-0 text-slate-400" />
          No photos chosen yet. Products with a photo sell better.
        </div>
      )}
    </fieldset>
  );
}

type PhotoTileProps = {
  src: string;
  srcSet?: string;
  alt: string;
  caption?: string;
  badge?: ReactNode;
  faded?: boolean;
  error?: string;
  children: ReactNode;
};

function PhotoTile({ src, srcSet, alt, caption, badge, faded, error, children }: PhotoTileProps) {
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border bg-white',
        error ? 'border-red-400' : 'border-slate-200',
      )}
    >
      <div className="relative aspect-square bg-slate-100">
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? '200px' : undefined}
          alt={alt}
          className={cn('size-full object-cover', faded && 'opacity-40 grayscale')}
        />
        {badge && <div className="absolute top-2 left-2">{badge}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        {caption && <p className="truncate text-xs text-slate-600">{caption}</p>}
        {error && <p className="text-xs font-medium text-red-700">{error}</p>}
        <div className="mt-auto flex flex-col gap-1 [&>*]:w-full">{children}</div>
      </div>
    </li>
  );
}

function MainBadge() {
  return (
    <Badge tone="main">
      <Star aria-hidden className="size-3 fill-current" />
      Main
    </Badge>
  );
}

const badgeTones = {
  main: 'bg-glow-400 text-night-900',
  new: 'bg-sky-600 text-white',
  muted: 'bg-slate-700 text-white',
  danger: 'bg-red-600 text-white',
} as const;

function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm',
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  );
}
