import type { HomePage } from '@backlit/domain';

/** The home page as a new shop seeds it: the hero it showed in code, no picked products. */
export const HOME_PAGE: HomePage = {
  eyebrow: 'Foldable backlit display frames',
  heading: 'Light up your booth in',
  heading_accent: '5 minutes',
  text:
    'Foldable LED frames with printed fabric banners for trade shows, retail and events. ' +
    'Frames up to 9.84 ft, shipped from stock to the USA and Canada.',
  buttons: [
    { label: 'Shop all frames', href: '/allproducts' },
    { label: 'Print instructions', href: '/print-instruction' },
  ],
  image: null,
  featured: [],
};
