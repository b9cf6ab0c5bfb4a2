import { useShopInfo } from '../../../lib/shop-info';

/**
 * The home page's canonical URL and Open Graph tags (its description is index.html's own).
 * React hoists these elements into <head> and removes them when the page goes, which is how the
 * content pages' tags can take their place.
 */
export function HomeMeta() {
  const { name, tagline } = useShopInfo();
  const url = new URL('/', window.location.origin).href;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:title" content={name} />
      <meta property="og:description" content={tagline} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
    </>
  );
}
