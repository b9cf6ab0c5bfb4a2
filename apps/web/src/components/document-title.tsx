import { useShopInfo } from '../lib/shop-info';

/** Sets the browser tab title (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: { title?: string }) {
  const { name, tagline } = useShopInfo();
  // The tagline is a sentence; a title reads better without its final full stop.
  return <title>{title ? `${title} | ${name}` : `${name} — ${tagline.replace(/\.$/, '')}`}</title>;
}
