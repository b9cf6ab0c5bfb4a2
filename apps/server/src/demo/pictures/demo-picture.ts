import sharp from 'sharp';
import { drawBag, drawLedBar, drawLedStrips, drawRollCase, drawSpotlight } from './accessories';
import type { Artwork } from './artwork';
import { drawBanner, drawBannerEdge } from './banners';
import { drawFrame } from './frames';
import { Scene } from './scene';
import {
  drawBatteryPack,
  drawCable,
  drawCorners,
  drawFeet,
  drawPowerSupply,
  drawProfiles,
} from './spare-parts';

/**
 * The demo catalogue's product pictures, drawn by the shop itself: an SVG "studio shot" per kind
 * of product (frames glowing with printed artwork, banners, bags, LEDs, spare parts), rendered
 * with sharp. Shapes only, no text, so nothing depends on the fonts of the machine.
 */

export type FrameView = 'front' | 'angle' | 'back' | 'corner';
export type FrameMount = 'floor' | 'wall' | 'counter' | 'counter-battery' | 'floor-battery';

export type DemoPicture =
  | {
      kind: 'frame';
      widthCm: number;
      heightCm: number;
      artwork: Artwork;
      mount: FrameMount;
      view?: FrameView;
      /** Profile depth drawn in the angled view (mm). */
      depthMm?: number;
    }
  | { kind: 'banner'; widthCm: number; heightCm: number; artwork: Artwork }
  | { kind: 'banner-edge'; artwork: Artwork }
  | { kind: 'bag'; colour: 'black' | 'navy'; size: 'long' | 'short' }
  | { kind: 'roll-case' }
  | { kind: 'led-strips' }
  | { kind: 'led-bar' }
  | { kind: 'spotlight' }
  | { kind: 'profiles' }
  | { kind: 'corners' }
  | { kind: 'feet' }
  | { kind: 'power-supply' }
  | { kind: 'battery-pack' }
  | { kind: 'cable' };

/**
 * Pictures are square (the shop's cards are) and this wide unless asked otherwise: enough for the
 * product page, and small enough that a first start draws and stores them all in a few seconds.
 */
export const DEMO_PICTURE_SIZE = 800;

/** Renders a picture to JPEG (what a camera hands staff; the quickest original to store). */
export async function renderDemoPicture(
  picture: DemoPicture,
  size = DEMO_PICTURE_SIZE,
): Promise<Buffer> {
  return sharp(Buffer.from(demoPictureSvg(picture, size)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The picture as an SVG document (drawn on a 1000 × 1000 canvas, scaled to `size`). */
export function demoPictureSvg(picture: DemoPicture, size = DEMO_PICTURE_SIZE): string {
  const scene = new Scene();
  draw(scene, picture);
  return scene.toSvg(size);
}

function draw(scene: Scene, picture: DemoPicture): void {
  switch (picture.kind) {
    case 'frame':
      return drawFrame(scene, picture);
    case 'banner':
      return drawBanner(scene, picture.widthCm, picture.heightCm, picture.artwork);
    case 'banner-edge':
      return drawBannerEdge(scene, picture.artwork);
    case 'bag':
      return drawBag(scene, picture.colour, picture.size);
    case 'roll-case':
      return drawRollCase(scene);
    case 'led-strips':
      return drawLedStrips(scene);
    case 'led-bar':
      return drawLedBar(scene);
    case 'spotlight':
      return drawSpotlight(scene);
    case 'profiles':
      return drawProfiles(scene);
    case 'corners':
      return drawCorners(scene);
    case 'feet':
      return drawFeet(scene);
    case 'power-supply':
      return drawPowerSupply(scene);
    case 'battery-pack':
      return drawBatteryPack(scene);
    case 'cable':
      return drawCable(scene);
  }
}
