import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_WIDTHS } from '@backlit/domain';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { RetryLaterError, waitPhrase } from '../../platform/rate-limits';
import type { FileStorage } from '../../platform/storage';
import { PhotoQueueFullError, PhotoTurns } from './photo-turns';

/** A refused upload; the message is shown to the user as is. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
}

export const IMAGE_NOT_AN_IMAGE = 'The image must be a JPEG, PNG or WebP file.';
export const IMAGE_TOO_LARGE = `The image may not be larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
export const IMAGE_TOO_MANY_PIXELS = `The image may not have more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`;

const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
type Format = keyof typeof FORMATS;
const EXTENSIONS = Object.values(FORMATS);

const FOLDER = 'products';
/** `products/<24 hex>-800.webp`: the only names `remove` accepts. */
const STORED_PATH = /^products\/([0-9a-f]{24})-800\.webp$/;

/**
 * libvips' own memory: one thread per operation (a 40-megapixel photo decoded on two threads
 * costs twice the buffers and gains little here) and no cache of operations between photos,
 * which would keep decoded pixels of past uploads. Process-wide settings of sharp.
 */
function boundSharpMemory(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

/** One upload's photos at a time, three more may wait; past that "try again later". */
export const PHOTO_TURNS = { concurrent: 1, waiting: 3 };

/** A checked photo, encoded in memory and not stored yet: `path` is what the API answers. */
export interface PreparedImage {
  path: string;
  files: { name: string; data: Buffer }[];
}

/**
 * Product photos: the content is checked (not the name), turned upright, stripped of metadata
 * (EXIF, GPS…), and kept as the original (re-encoded in its own format) plus a WebP per width
 * of IMAGE_WIDTHS, never enlarged. A photo is known by its 800 px WebP's path.
 */
export class ProductImages {
  /** Turns at photo work for whole requests, so waiting uploads are not read into memory. */
  readonly turns: PhotoTurns;

  constructor(
    private readonly storage: FileStorage,
    turns = PHOTO_TURNS,
  ) {
    boundSharpMemory();
    this.turns = new PhotoTurns(turns);
  }

  /**
   * Runs a request's photo work (reading its upload included) in its turn; a full queue is a 503
   * with Retry-After.
   */
  async inTurn<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.turns.take(work);
    } catch (error) {
      if (!(error instanceof PhotoQueueFullError)) throw error;
      const wait = error.retryAfterSeconds;
      throw new RetryLaterError(
        'SERVICE_UNAVAILABLE',
        wait,
        `Many photos are being processed right now. Please try again in ${waitPhrase(wait)}.`,
      );
    }
  }

  /** Checks and encodes a photo without storing anything; throws ImageRejectedError. */
  async prepare(data: Buffer): Promise<PreparedImage> {
    if (data.length > IMAGE_MAX_BYTES) throw new ImageRejectedError(IMAGE_TOO_LARGE);
    const format = await checkedFormat(data);
    const id = randomBytes(12).toString('hex');
    try {
      const upright = () => open(data).rotate();
      // Widths above the photo's own come out identical (never enlarged): encode those once.
      const { autoOrient } = await open(data).metadata();
      const encoded = new Map<number, Promise<Buffer>>();
      const webpAt = (width: number) => {
        const effective = Math.min(width, autoOrient.width);
        let buffer = encoded.get(effective);
        if (!buffer) {
          buffer = upright().resize({ width: effective }).webp({ quality: 82 }).toBuffer();
          encoded.set(effective, buffer);
        }
        return buffer;
      };
      // One after the other: each decodes the whole photo, and memory is what is bounded here.
      const variants: PreparedImage['files'] = [];
      for (const width of IMAGE_WIDTHS) {
        variants.push({ name: `${FOLDER}/${id}-${width}.webp`, data: await webpAt(width) });
      }
      const original = {
        name: `${FOLDER}/${id}-original.${FORMATS[format]}`,
        data: await encode(upright(), format).toBuffer(),
      };
      return { path: `${FOLDER}/${id}-800.webp`, files: [...variants, original] };
    } catch {
      // Sharp read the header but not the pixels: truncated or corrupt.
      throw new ImageRejectedError(IMAGE_NOT_AN_IMAGE);
    }
  }

  /** Writes a prepared photo; on failure nothing of it is left behind. */
  async save(image: PreparedImage): Promise<string> {
    try {
      await Promise.all(image.files.map((file) => this.storage.put(file.name, file.data)));
    } catch (error) {
      await this.storage.remove(image.files.map((file) => file.name));
      throw error;
    }
    return image.path;
  }

  /** Checks, encodes and stores a photo; answers its path (`products/<id>-800.webp`). */
  async store(data: Buffer): Promise<string> {
    return this.save(await this.prepare(data));
  }

  /** Deletes the original and every variant of these photos; unknown names are ignored. */
  async remove(paths: readonly string[]): Promise<void> {
    const names = paths.flatMap((stored) => {
      const id = STORED_PATH.exec(stored)?.[1];
      if (!id) return [];
      return [
        ...IMAGE_WIDTHS.map((width) => `${FOLDER}/${id}-${width}.webp`),
        ...EXTENSIONS.map((extension) => `${FOLDER}/${id}-original.${extension}`),
      ];
    });
    if (names.length > 0) await this.storage.remove(names);
  }

  /** Whether `path` names a photo this pipeline could have stored. */
  static isStoredPath(path: string): boolean {
    return STORED_PATH.test(path);
  }
}

function open(data: Buffer): Sharp {
  return sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
}

/** The format read from the content; refuses anything but JPEG, PNG and WebP, and huge images. */
async function checkedFormat(data: Buffer): Promise<Format> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new ImageRejectedError(IMAGE_NOT_AN_IMAGE);
  }
  const { format, width, height } = metadata;
  if (!format || !(format in FORMATS)) throw new ImageRejectedError(IMAGE_NOT_AN_IMAGE);
  if (!width || !height) throw new ImageRejectedError(IMAGE_NOT_AN_IMAGE);
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageRejectedError(IMAGE_TOO_MANY_PIXELS);
  return format as Format;
}

function encode(image: Sharp, format: Format): Sharp {
  switch (format) {
    case 'jpeg':
      // Optimised Huffman tables hold every coefficient of the photo in memory at once: about
      // 250 MB for 40 megapixels, against 30 MB without, for a file some 10 % smaller.
      return image.jpeg({ quality: 90, optimiseCoding: false });
    case 'png':
      return image.png({ compressionLevel: 6 });
    case 'webp':
      return image.webp({ quality: 90 });
  }
}
