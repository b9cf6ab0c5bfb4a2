import { SHIPS_FROM_STOCK, type DemoCategory } from './demo-product';

export const ACCESSORIES: DemoCategory = {
  name: 'Accessories',
  description:
    'Extras that make a backlit display brighter, easier to carry and quicker to set up.',
  subCategories: [
    {
      name: 'LED Upgrades',
      description: 'Brighter or more even LED modules for existing frames.',
      products: [
        {
          name: 'High-Brightness LED Edge Strip Kit 2 m',
          sku: 'LED-EDGE-2M',
          parcel: { weightG: 600, sizeMm: [350, 250, 60] },
          description: `Three 2 m edge-lit LED strips (6500 K daylight white) that clip into the profile of any MLB frame for up to 30% more brightness. Plug-and-play connectors, no soldering; fits frames up to 200 cm tall. ${SHIPS_FROM_STOCK}`,
          priceCents: 8_900,
          stock: 58,
          unitsSold: 76,
          daysAgo: 17,
          pictures: [{ kind: 'led-strips' }],
        },
        {
          name: 'LED Light Bar Upgrade 200 cm',
          sku: 'LED-BAR-200',
          parcel: { weightG: 2400, sizeMm: [2100, 120, 80] },
          description: `A 200 cm aluminium LED bar with wide-angle lenses for backlit frames, spreading the light evenly across the fabric. Add one per 50 cm of frame width for a brighter, more uniform glow. Includes mounting clips and a daisy-chain cable.`,
          priceCents: 14_900,
          compareAtCents: 16_900,
          stock: 0,
          unitsSold: 49,
          daysAgo: 28,
          pictures: [{ kind: 'led-bar' }],
        },
      ],
    },
    {
      name: 'Carry Cases',
      description: 'Padded bags and hard cases that protect frames on the way to an event.',
      products: [
        {
          name: 'Padded Carry Bag for Frames up to 200 cm',
          sku: 'BAG-FRAME-200',
          parcel: { weightG: 3200, sizeMm: [2100, 300, 100] },
          description: `A padded 600D nylon bag that holds a folded floor frame up to 200 cm with its feet, LED bars and banner. Full-length zip, carry handles and a shoulder strap; it fits in a car trunk and in airline oversized baggage.`,
          priceCents: 7_900,
          stock: 45,
          unitsSold: 121,
          daysAgo: 64,
          pictures: [{ kind: 'bag', colour: 'black', size: 'long' }],
        },
        {
          name: 'Hard Roll Case with Wheels',
          sku: 'CASE-ROLL-XL',
          parcel: { weightG: 16_000, sizeMm: [2200, 450, 400] },
          description: `A rigid polyethylene case on wheels for shipping frames, banners and power supplies between shows. Holds a folded 200 × 250 cm frame; the lockable lid doubles as a counter top at the booth.`,
          priceCents: 21_900,
          stock: 4,
          unitsSold: 33,
          daysAgo: 38,
          pictures: [{ kind: 'roll-case' }],
        },
        {
          name: 'Counter Frame Carry Bag',
          sku: 'BAG-COUNTER',
          parcel: { weightG: 1200, sizeMm: [750, 550, 80] },
          description: `A padded navy bag for counter and counter battery frames up to 60 × 80 cm, with a pocket for the charger and spare banners. Carry handles and a detachable shoulder strap.`,
          priceCents: 3_900,
          stock: 67,
          unitsSold: 58,
          daysAgo: 50,
          pictures: [{ kind: 'bag', colour: 'navy', size: 'short' }],
        },
      ],
    },
    {
      name: 'Lighting',
      description: 'Spotlights and light bars for displays that are not backlit.',
      products: [
        {
          name: 'LED Arm Spotlight 50 W',
          sku: 'LGT-ARM-50W',
          parcel: { weightG: 1100, sizeMm: [450, 200, 120] },
          description: `A clamp-on LED arm spotlight that lights a printed wall or banner that is not backlit. 50 W, 4000 K neutral white, with a 60 cm curved arm and a universal clamp for frame profiles up to 45 mm. Includes a 3 m cable with a US plug.`,
          priceCents: 6_900,
          stock: 88,
          unitsSold: 102,
          daysAgo: 75,
          pictures: [{ kind: 'spotlight' }],
        },
      ],
    },
  ],
};
