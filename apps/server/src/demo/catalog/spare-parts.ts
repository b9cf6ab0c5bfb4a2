import type { DemoCategory } from './demo-product';

export const SPARE_PARTS: DemoCategory = {
  name: 'Spare Parts',
  description: 'Genuine replacement parts that keep an existing frame standing and lit for years.',
  subCategories: [
    {
      name: 'Profiles & Corners',
      description: 'Aluminium profile lengths and corner connectors for repairing frames.',
      products: [
        {
          name: 'Aluminium Frame Profile 100 cm (3 pcs)',
          sku: 'SP-PRO-100',
          description: `Three 100 cm lengths of our 45 mm black anodised aluminium profile with the groove for the silicone edge of the banner. Replaces a bent or scratched section of any MLB frame; cut-to-size lengths on request.`,
          priceCents: 4_500,
          stock: 40,
          unitsSold: 39,
          daysAgo: 58,
          pictures: [{ kind: 'profiles' }],
        },
        {
          name: 'Corner Connector Set (4 pcs)',
          sku: 'SP-CRN-4',
          description: `Four die-cast mitre corner connectors with set screws that join the profiles of an MLB frame at a true 90°. Fits all 45 mm profiles; the Allen key is included.`,
          priceCents: 2_400,
          stock: 120,
          unitsSold: 84,
          daysAgo: 66,
          pictures: [{ kind: 'corners' }],
        },
      ],
    },
    {
      name: 'Feet & Stands',
      description: 'Feet, stabilisers and stand poles for floor-standing frames.',
      products: [
        {
          name: 'Flat Feet for Floor Frames (pair)',
          sku: 'SP-FEET-2',
          description: `Two 60 cm powder-coated steel feet that keep a floor-standing frame upright and steady on carpet or hard floors. Thumb screws lock them to the profile without tools; fits every MLB floor frame up to 200 × 250 cm.`,
          priceCents: 4_900,
          stock: 2,
          unitsSold: 47,
          daysAgo: 43,
          pictures: [{ kind: 'feet' }],
        },
      ],
    },
    {
      name: 'Power Supplies',
      description: 'Mains adapters and cables matched to our LED frames.',
      products: [
        {
          name: 'LED Power Supply 24 V 150 W',
          sku: 'SP-PSU-150',
          description: `The 24 V, 150 W power supply matched to our LED bars and edge strips, for frames up to 200 × 250 cm. 100–240 V input with a North American plug, short-circuit and overheating protection, 2 m output cable.`,
          priceCents: 5_900,
          stock: 35,
          unitsSold: 73,
          daysAgo: 35,
          pictures: [{ kind: 'power-supply' }],
        },
        {
          name: 'Spare Battery Pack for Battery Frames',
          sku: 'SP-BAT-10H',
          description: `A rechargeable lithium battery pack for the counter battery and 85x150 battery frames, good for about 10 hours of light. The charge indicator shows what is left; swap packs at midday for an uninterrupted show.`,
          priceCents: 13_900,
          compareAtCents: 15_900,
          stock: 0,
          unitsSold: 26,
          daysAgo: 3,
          pictures: [{ kind: 'battery-pack' }],
        },
        {
          name: 'Power Extension Cable 5 m',
          sku: 'SP-CBL-5M',
          description: `A 5 m low-voltage extension cable between the power supply and the frame's LEDs, so the adapter can sit out of sight behind the booth. Locking connectors, black, flat enough to run under carpet.`,
          priceCents: 1_900,
          stock: 150,
          unitsSold: 68,
          daysAgo: 24,
          pictures: [{ kind: 'cable' }],
        },
      ],
    },
  ],
};
