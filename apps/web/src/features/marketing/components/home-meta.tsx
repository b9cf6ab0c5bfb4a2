import { PageHead } from '../../../components/page-head';
import { useShopInfo } from '../../../lib/shop-info';

/**
 * The home page's head tags. Its description is index.html's own (every page without one of its
 * own keeps it), and the server adds the shop's structured data (see entry-server).
 */
export function HomeMeta() {
  const { name } = useShopInfo();
  return <PageHead title={name} path="/" setTitle={false} />;
}
