import { createHash } from 'node:crypto';
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

/** A classic script of the build's own folder, which the parser waits for: `<script src="/x.js">`. */
const BLOCKING_SCRIPT = /<script src="(\/[\w.-]+\.js)"><\/script>/g;

/** The value a Content-Security-Policy source list takes to allow exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * index.html with each blocking script of its own folder written into the page, and the hashes
 * the policy must allow for them. Such a script (the colour scheme, set before the first paint)
 * is a whole round trip on a phone's line before anything shows; inline it costs a few hundred
 * bytes. A script that could close its own element stays a file.
 */
export async function inlineBlockingScripts(
  html: string,
  webDir: string,
): Promise<{ html: string; scriptHashes: string[] }> {
  const scripts = new Map<string, string>();
  for (const [, src] of html.matchAll(BLOCKING_SCRIPT)) {
    try {
      const script = await readFile(path.join(webDir, src!), 'utf8');
      if (!/<\/script/i.test(script)) scripts.set(src!, script);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return {
    html: html.replace(BLOCKING_SCRIPT, (tag, src: string) => {
      const script = scripts.get(src);
      return script === undefined ? tag : `<script>${script}</script>`;
    }),
    scriptHashes: [...scripts.values()].map(scriptHash),
  };
}

/**
 * The web app's index.html with the shop's current details filled in on every request (so a
 * change in the settings shows on the next page load); the file itself is read once. While the
 * web app is not built it is looked for again on each request, so building it needs no restart.
 */
export class IndexPage {
  private raw: string | undefined;
  /** The inline scripts of the page, as the policy of every answer with it must allow them. */
  scriptHashes: readonly string[] = [];

  constructor(
    private readonly webDir: string,
    private readonly shop: () => Promise<ShopInfo>,
  ) {}

  /** undefined while the web app is not built. */
  async get(): Promise<string | undefined> {
    if (this.raw === undefined) {
      try {
        const page = await inlineBlockingScripts(
          await readFile(path.join(this.webDir, 'index.html'), 'utf8'),
          this.webDir,
        );
        this.scriptHashes = page.scriptHashes;
        this.raw = page.html;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return this.raw === undefined ? undefined : injectShopInfo(this.raw, await this.shop());
  }
}
