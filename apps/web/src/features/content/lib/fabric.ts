/**
 * The banner fabric, as the print-instruction page shows it.
 * TODO(domain): belongs in packages/domain next to the print rules once a second user needs it.
 */
export const FABRIC_SPECS = [
  { property: 'Material', value: 'Super Backlit, 100% polyester' },
  { property: 'Weight', value: '190 g/m²' },
  { property: 'Fire rating', value: 'B1 fire retardant' },
  { property: 'Roll width', value: '320 cm (126 in)' },
  { property: 'Roll length', value: '100 m (328 ft)' },
  { property: 'Light transmission', value: '42%' },
  { property: 'Shrinkage', value: 'under 2% in length, under 3% in width' },
] as const;

export const WASHING_NOTE =
  'Banners can be washed at 30 °C (86 °F) without additives. Washing affects the fire-retardant coating, so keep it to a minimum if a venue asks for B1 certification.';
