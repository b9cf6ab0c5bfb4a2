import { JsonLd } from '../../../components/json-ld';
import { PageHead } from '../../../components/page-head';
import { useShopInfo } from '../../../lib/shop-info';
import { useSiteOrigin } from '../../../lib/site-origin';

const DESCRIPTION =
  'Foldable backlit display frames, printed fabric banners, accessories and spare parts for trade shows and retail. Setup in 5 minutes, shipping from stock to the USA and Canada.';

/** The home page's head tags, and who runs the shop and how to search it, for search engines. */
export function HomeMeta() {
  const shop = useShopInfo();
  const origin = useSiteOrigin();
  const url = new URL('/', origin).href;
  return (
    <>
      <PageHead title={shop.name} description={DESCRIPTION} path="/" setTitle={false} />
      <JsonLd
        data={[
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
        ]}
      />
    </>
  );
}
