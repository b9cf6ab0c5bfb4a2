import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopInfo } from '@backlit/domain';

/** The web app's placeholder, whatever its attribute order or quoting. */
const SHOP_META = /<meta\s[^>]*\bname\s*=\s*["']backlit-shop["'][^>]*>/i;

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

/** Hands the shop's identity to the web app in its first response, saving a round trip. */
export function injectShopInfo(html: string, shop: ShopInfo): string {
  const meta = `<meta name="backlit-shop" content="${escapeAttribute(JSON.stringify(shop))}" />`;
  return html.replace(SHOP_META, () => meta);
}

/**
 * The web app's index.html with the shop's current details filled in on every request (so a
 * change in the settings shows on the next page load); the file itself is read once. While the
 * web app is not built it is looked for again on each request, so building it needs no restart.
 */
export class IndexPage {
  private raw: string | undefined;

  constructor(
    private readonly webDir: string,
    private readonly shop: () => Promise<ShopInfo>,
  ) {}

  /** undefined while the web app is not built. */
  async get(): Promise<string | undefined> {
    if (this.raw === undefined) {
      try {
        this.raw = await readFile(path.join(this.webDir, 'index.html'), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return this.raw === undefined ? undefined : injectShopInfo(this.raw, await this.shop());
  }
}
