import type { TiffCompression, TiffMeasurements } from '@backlit/domain';
import { fromFile } from 'geotiff';

/** TIFF's compression codes (tag 259) by what our rules call them. */
const COMPRESSIONS: Record<number, TiffCompression> = {
  1: 'none',
  5: 'lzw',
  6: 'jpeg',
  7: 'jpeg',
  8: 'deflate',
  32946: 'deflate',
  32773: 'packbits',
};

/** PhotometricInterpretation (tag 262) by colour space. */
const COLOUR_SPACES: Record<number, TiffMeasurements['colourSpace']> = {
  0: 'grey',
  1: 'grey',
  2: 'rgb',
  5: 'cmyk',
  // YCbCr: how JPEG-compressed TIFFs store RGB.
  6: 'rgb',
};

/** Colour samples of each colour space; samples beyond them are extra channels. */
const COLOUR_SAMPLES: Record<TiffMeasurements['colourSpace'], number> = {
  grey: 1,
  rgb: 3,
  cmyk: 4,
  other: 1,
};

/** A RATIONAL tag as a number: geotiff answers it as [numerator, denominator] or a number. */
function rational(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 ? value : null;
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    const [numerator, denominator] = Array.from(value as ArrayLike<number>, Number);
    if (numerator && denominator && numerator > 0 && denominator > 0) {
      return numerator / denominator;
    }
  }
  return null;
}

/**
 * The TIFF rules' measurements from the first image's tags. Only the header and the tags are
 * read (geotiff reads the file in ranges), never the pixels, whatever the file's size.
 */
export async function measureTiff(file: string): Promise<TiffMeasurements> {
  const tiff = await fromFile(file);
  try {
    const image = await tiff.getImage(0);
    const tags = image.getFileDirectory();
    const number = async (tag: 'PhotometricInterpretation' | 'ResolutionUnit' | 'Compression') => {
      const value: unknown = await tags.loadValue(tag);
      return typeof value === 'number' ? value : undefined;
    };
    const colourSpace = COLOUR_SPACES[(await number('PhotometricInterpretation')) ?? -1] ?? 'other';
    const samples = image.getSamplesPerPixel();
    const resolution = rational(await tags.loadValue('XResolution'));
    // ResolutionUnit: 2 inch (the default), 3 centimetre, 1 none (no physical size).
    const unit = (await number('ResolutionUnit')) ?? 2;
    const ppi =
      resolution === null || unit === 1 ? null : unit === 3 ? resolution * 2.54 : resolution;
    return {
      format: 'tiff',
      compression: COMPRESSIONS[(await number('Compression')) ?? 1] ?? 'other',
      widthPx: image.getWidth(),
      heightPx: image.getHeight(),
      ppi: ppi === null ? null : Math.round(ppi * 10) / 10,
      extraChannels: Math.max(0, samples - COLOUR_SAMPLES[colourSpace]),
      colourSpace,
    };
  } finally {
    await tiff.close();
  }
}
