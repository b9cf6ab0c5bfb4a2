import { IMAGE_MAX_BYTES, IMAGE_TYPES, PRODUCT_IMAGES_MAX } from '@backlit/domain';

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * The checks the browser can make before uploading (the server checks the real content again):
 * type, size and how many photos fit. Returns the files to keep and a message per refused one.
 */
export function checkImageFiles(
  files: readonly File[],
  /** Photos the product will already have. */
  alreadyThere: number,
): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  let tooMany = 0;
  for (const file of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      problems.push(`${file.name} is not a JPEG, PNG or WebP image.`);
    } else if (file.size > IMAGE_MAX_BYTES) {
      problems.push(`${file.name} is larger than ${MAX_MB} MB.`);
    } else if (alreadyThere + accepted.length >= PRODUCT_IMAGES_MAX) {
      tooMany += 1;
    } else {
      accepted.push(file);
    }
  }
  if (tooMany > 0) {
    problems.push(
      `A product has at most ${PRODUCT_IMAGES_MAX} photos: ${tooMany} ${
        tooMany === 1 ? 'photo was' : 'photos were'
      } not added.`,
    );
  }
  return { accepted, problems };
}

/** 1536000 → '1.5 MB', 2048 → '2 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
