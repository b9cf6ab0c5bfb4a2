import type { Database } from '../../db/client';
import { CatalogRepository } from './catalog.repository';

interface DemoCategory {
  name: string;
  description: string;
  subCategories: { name: string; description: string }[];
}

/** The demo shop's categories; its products are seeded with them by the product work. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'Backlit Frames',
    description:
      'Portable LED light boxes that make a printed fabric graphic glow evenly, for shop counters, walls and trade-show floors.',
    subCategories: [
      {
        name: 'Counter Frames',
        description: 'Compact light boxes that stand on a counter or reception desk.',
      },
      {
        name: 'Wall Frames',
        description: 'Slim light boxes that hang flat against a wall like a picture.',
      },
      {
        name: 'Floor Standing Frames',
        description: 'Tall free-standing light boxes on feet for exhibitions and shop floors.',
      },
    ],
  },
  {
    name: 'New Banners',
    description:
      'Printed tension-fabric graphics with a silicone edge that push into the frame profile in minutes.',
    subCategories: [
      {
        name: 'Frame Banners',
        description: 'A new graphic printed to the size of one of our frames.',
      },
      {
        name: 'Replacement Banners',
        description: 'A fresh print of a worn or outdated graphic for a frame you already own.',
      },
    ],
  },
  {
    name: 'Accessories',
    description:
      'Extras that make a backlit display brighter, easier to carry and quicker to set up.',
    subCategories: [
      {
        name: 'LED Upgrades',
        description: 'Brighter or more even LED modules for existing frames.',
      },
      {
        name: 'Carry Cases',
        description: 'Padded bags and hard cases that protect frames on the way to an event.',
      },
      {
        name: 'Lighting',
        description: 'Spotlights and light bars for displays that are not backlit.',
      },
    ],
  },
  {
    name: 'Spare Parts',
    description:
      'Genuine replacement parts that keep an existing frame standing and lit for years.',
    subCategories: [
      {
        name: 'Profiles & Corners',
        description: 'Aluminium profile lengths and corner connectors for repairing frames.',
      },
      {
        name: 'Feet & Stands',
        description: 'Feet, stabilisers and stand poles for floor-standing frames.',
      },
      {
        name: 'Power Supplies',
        description: 'Mains adapters and cables matched to our LED frames.',
      },
    ],
  },
];

export type SeedDemoCatalogResult = 'disabled' | 'not-empty' | 'seeded';

/**
 * Fills an empty catalogue with the demo categories when SEED_DEMO is on. Safe to call at every
 * start: a catalogue that already has a category is left alone.
 */
export async function seedDemoCatalog(
  db: Database,
  config: { seedDemo: boolean },
): Promise<SeedDemoCatalogResult> {
  if (!config.seedDemo) return 'disabled';
  return new CatalogRepository(db).transaction(async (repository) => {
    if ((await repository.countCategories()) > 0) return 'not-empty';
    for (const demo of DEMO_CATEGORIES) {
      const category = await repository.insertCategory({
        name: demo.name,
        description: demo.description,
      });
      for (const [position, sub] of demo.subCategories.entries()) {
        await repository.insertSubCategory({ categoryId: category.id, ...sub, position }, position);
      }
    }
    return 'seeded';
  });
}
