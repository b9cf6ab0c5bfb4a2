import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedPages, pageEncoding } from './page-encoding';

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0.0, deflate', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('answers %s with %s', (header, encoding) => {
    expect(pageEncoding(header)).toBe(encoding);
  });
});

describe('CompressedPages', () => {
  const html = `<!doctype html><p>${'A backlit frame. '.repeat(500)}</p>`;

  it('compresses a page once and sends the same bytes after', async () => {
    const pages = new CompressedPages();
    const first = pages.get(html, 'br');
    expect(pages.get(html, 'br')).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(html);
    expect(gunzipSync(await pages.get(html, 'gzip')).toString()).toBe(html);
    expect((await first).length).toBeLessThan(html.length / 10);
  });

  it('keeps only the pages most recently sent', async () => {
    const pages = new CompressedPages(2);
    const a = pages.get('<p>a</p>', 'br');
    pages.get('<p>b</p>', 'br');
    expect(pages.get('<p>a</p>', 'br')).toBe(a);
    pages.get('<p>c</p>', 'br');
    // b was the least recently sent: it went, a stayed.
    expect(pages.get('<p>a</p>', 'br')).toBe(a);
    const b = pages.get('<p>b</p>', 'br');
    expect(pages.get('<p>b</p>', 'br')).toBe(b);
    expect(brotliDecompressSync(await b).toString()).toBe('<p>b</p>');
  });
});
