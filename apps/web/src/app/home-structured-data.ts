import type { ShopInfo } from '@backlit/domain';

/**
 * schema.org Organization and WebSite for the home page: who runs the shop, how to reach it and
 * how to search it. Only search engines read them, so the server writes them into the home page's
 * head and the browser's JavaScript does without them.
 */
export function homeStructuredData(shop: ShopInfo, origin: string) {
  const url = new URL('/', origin).href;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: shop.name,
      url,
      logo: new URL('/favicon.svg', origin).href,
      email: shop.email,
      telephone: shop.phone,
      address: shop.address,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: shop.name,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${new URL('/allproducts', origin).href}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
