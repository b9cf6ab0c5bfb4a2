import { DEFAULT_SHOP_INFO, type ShopInfo } from '@backlit/domain';
import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * The server writes the shop's details as JSON into `<meta name="backlit-shop">` when it serves
 * index.html. The dev server and tests leave the placeholder empty, so we fall back to defaults.
 */
export function readShopInfo(doc: Document = document): ShopInfo {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="backlit-shop"]')?.content;
  if (!content) return DEFAULT_SHOP_INFO;
  try {
    const value: unknown = JSON.parse(content);
    if (hasShopInfoFields(value)) return value;
  } catch {
    // Not JSON: same fallback as a value with missing fields.
  }
  console.warn('Ignoring invalid shop details in <meta name="backlit-shop">');
  return DEFAULT_SHOP_INFO;
}

/**
 * The server validated these details with ShopInfoSchema before writing them, so this only
 * guards against a missing or mangled tag. Running the schema here would put zod (~23 KB gz) on
 * every storefront page, a quarter of the home page's JavaScript budget.
 */
function hasShopInfoFields(value: unknown): value is ShopInfo {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.keys(DEFAULT_SHOP_INFO).every(
    (key) => typeof fields[key] === 'string' && fields[key] !== '',
  );
}

const ShopInfoContext = createContext<ShopInfo>(DEFAULT_SHOP_INFO);

/** Reads the page's shop details once, when the app mounts; the server renderer hands them in. */
export function ShopInfoProvider({ value, children }: { value?: ShopInfo; children: ReactNode }) {
  const [shopInfo] = useState(() => value ?? readShopInfo());
  return <ShopInfoContext value={shopInfo}>{children}</ShopInfoContext>;
}

export function useShopInfo(): ShopInfo {
  return useContext(ShopInfoContext);
}
