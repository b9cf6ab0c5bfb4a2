import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send a page in: brotli when the browser takes it (every current one does over
 * https and on localhost), else gzip, else none. A coding the browser refuses (`;q=0`) is not
 * taken.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed pages, kept for the pages most recently sent: a product page is some 130 KB of HTML
 * (its stylesheet inline) and 20 KB in brotli, the difference between a phone's first paint and a
 * second of waiting on a slow line. Compressing takes a few milliseconds, so each page is
 * compressed once (off the event loop) and sent from here after; pages are told apart by a hash
 * of their HTML, so this holds no second copy of it.
 */
export class CompressedPages {
  private readonly kept = new Map<string, Promise<Buffer>>();

  constructor(private readonly limit = 256) {}

  get(html: string, encoding: Exclude<PageEncoding, 'identity'>): Promise<Buffer> {
    const key = `${encoding} ${createHash('sha256').update(html, 'utf8').digest('base64')}`;
    const found = this.kept.get(key);
    if (found) {
      // Most recently used last, so the oldest is the first to go.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const body =
      encoding === 'br'
        ? brotli(html, {
            // Quality 5: within a few per cent of the best at a tenth of the time.
            params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : gzipAsync(html, { level: 6 });
    this.kept.set(key, body);
    body.catch(() => this.kept.delete(key));
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return body;
  }
}
