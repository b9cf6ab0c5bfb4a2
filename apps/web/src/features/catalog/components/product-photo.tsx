import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { productImageSrcSet, storageUrl } from '../../../lib/product-image';

type ProductPhotoProps = {
  /** Storage path of the 800 px WebP, or null for a product without photo. */
  path: string | null;
  alt: string;
  /** The rendered width for the browser's srcset choice, e.g. "(min-width: 1024px) 18rem, 50vw". */
  sizes: string;
  /**
   * Off-screen photos (grids, thumbnails) wait until scrolled near (`lazy`); those on the first
   * screen load at once (`eager`), and the one that is the page's largest paint first (`high`).
   */
  priority?: PhotoPriority;
  className?: string;
};

export type PhotoPriority = 'lazy' | 'eager' | 'high';

/** A product photo filling a box of fixed aspect ratio, or a quiet placeholder without one. */
export function ProductPhoto({
  path,
  alt,
  sizes,
  priority = 'lazy',
  className,
}: ProductPhotoProps) {
  if (!path) {
    return (
      <div
        role="img"
        aria-label={`${alt} (no photo yet)`}
        className={cn('grid place-items-center bg-slate-100 text-slate-400', className)}
      >
        <ImageOff aria-hidden className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={storageUrl(path)}
      srcSet={productImageSrcSet(path)}
      sizes={sizes}
      alt={alt}
      width={800}
      height={800}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={cn('bg-slate-50 object-contain', className)}
    />
  );
}
