import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../catalog/demo-catalog';
import { ARTWORKS } from './artwork';
import { demoPictureSvg, renderDemoPicture, type DemoPicture } from './demo-picture';

describe('demo pictures', () => {
  it('renders a square JPEG of the asked size', async () => {
    const picture = await renderDemoPicture(
      { kind: 'frame', widthCm: 85, heightCm: 200, artwork: 'sunrise', mount: 'floor' },
      240,
    );
    const metadata = await sharp(picture).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 240, height: 240 });
    // A drawn picture, not an empty canvas: many distinct colours.
    const { channels } = await sharp(picture).stats();
    expect(channels.slice(0, 3).every((channel) => channel.stdev > 10)).toBe(true);
  });

  it('draws every product of the demo catalogue and every artwork, without text', async () => {
    const pictures: DemoPicture[] = [
      ...DEMO_PRODUCTS.flatMap((product) => product.pictures),
      ...ARTWORKS.map((artwork): DemoPicture => ({ kind: 'banner-edge', artwork })),
    ];
    const svgs = pictures.map((picture) => demoPictureSvg(picture, 64));
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<text|NaN|undefined/);
    }
    // Different products look different.
    expect(new Set(svgs).size).toBeGreaterThan(DEMO_PRODUCTS.length * 0.9);
    const rendered = await Promise.all(svgs.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
    expect(rendered).toHaveLength(pictures.length);
  });
});
