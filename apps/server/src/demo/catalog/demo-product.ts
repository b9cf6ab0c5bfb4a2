import type { DemoPicture } from '../pictures/demo-picture';

/** A category of the demo shop with its sub-categories, each with the products it lists. */
export interface DemoCategory {
  name: string;
  description: string;
  subCategories: { name: string; description: string; products: DemoProduct[] }[];
}

/** A product of the demo shop, as it is seeded; prices in cents. */
export interface DemoProduct {
  name: string;
  /**
   * Its address, when not made from the name: the products named with their sizes as
   * '85 × 200 cm' keep the addresses they had when their names said '85x200'.
   */
  slug?: string;
  sku: string;
  description: string;
  priceCents: number;
  /** The "compare at" price, above `priceCents`. */
  compareAtCents?: number;
  stock: number;
  unitsSold: number;
  /** How long ago it was added, so the "latest" sort has something to sort. */
  daysAgo: number;
  /** Visible print area of frames and banners, width × height in millimetres. */
  printMm?: [number, number];
  /**
   * One unit as it ships: weight in grams and its package's sides in millimetres. Frames and
   * cases are long and heavy (the 3 m frame goes by freight); banners fold into a small box.
   */
  parcel: { weightG: number; sizeMm: [number, number, number] };
  /** The main picture first, then the additional ones. */
  pictures: [DemoPicture, ...DemoPicture[]];
}

/** The last sentence of most product descriptions. */
export const SHIPS_FROM_STOCK = 'Ships from stock to the USA and Canada.';
