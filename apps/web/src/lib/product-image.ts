import { IMAGE_WIDTHS, imageVariant } from '@backlit/domain';

/** Where the server serves a stored file: product images live under /storage. */
export function storageUrl(path: string): string {
  return `/storage/${path}`;
}

/** `srcset` for a stored product photo: every WebP width the server made of it. */
export function productImageSrcSet(path: string): string {
  return IMAGE_WIDTHS.map((width) => `${storageUrl(imageVariant(path, width))} ${width}w`).join(
    ', ',
  );
}
