import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, imageVariant } from '@backlit/domain';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../platform/storage';
import { makeTempDir } from '../../test/app';
import { ImageRejectedError, ProductImages } from '.';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let images: ProductImages;

beforeEach(async () => {
  temp = await makeTempDir('backlit-media-');
  images = new ProductImages(new DiskStorage(temp.dir));
});
afterEach(() => temp.remove());

const files = async () => (await readdir(path.join(temp.dir, 'products')).catch(() => [])).sort();
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: 'navy' } });

describe('ProductImages', () => {
  it('stores an upright original without metadata and WebP variants', async () => {
    // 600×300 stored sideways (EXIF orientation 6): upright it is 300 wide.
    const data = await solid(600, 300)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Jane' } })
      .toBuffer();
    const stored = await images.store(data);
    expect(stored).toMatch(/^products\/[0-9a-f]{24}-800\.webp$/);
    const id = path.basename(stored, '-800.webp');
    expect(await files()).toEqual(
      [`${id}-1600.webp`, `${id}-400.webp`, `${id}-800.webp`, `${id}-original.jpg`].sort(),
    );
    const original = await sharp(
      await readFile(path.join(temp.dir, 'products', `${id}-original.jpg`)),
    ).metadata();
    expect(original).toMatchObject({ width: 300, height: 600 });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    const small = await sharp(
      await readFile(path.join(temp.dir, imageVariant(stored, 400))),
    ).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 300 });
  });

  it.each([
    ['text', Buffer.from('not an image')],
    ['empty', Buffer.alloc(0)],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('refuses %s content', async (_name, data) => {
    await expect(images.store(data)).rejects.toThrow(ImageRejectedError);
    expect(await files()).toEqual([]);
  });

  it('refuses more than 40 megapixels and more than 10 MB', async () => {
    const huge = await solid(8000, 6000).png().toBuffer();
    await expect(images.store(huge)).rejects.toThrow('40 megapixels');
    await expect(images.store(Buffer.alloc(IMAGE_MAX_BYTES + 1))).rejects.toThrow('10 MB');
    expect(await files()).toEqual([]);
  });

  it('removes every file of a photo, ignoring unknown names', async () => {
    const kept = await images.store(await solid(100, 100).png().toBuffer());
    const gone = await images.store(await solid(100, 100).webp().toBuffer());
    await images.remove([gone, 'products/unknown-800.webp', '../../etc/passwd']);
    const left = await files();
    expect(left).toHaveLength(4);
    expect(left.every((name) => `products/${name}`.startsWith(kept.replace('-800.webp', '')))).toBe(
      true,
    );
  });
});
