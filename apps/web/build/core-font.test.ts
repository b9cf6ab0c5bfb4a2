import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { coreLatinFont, formatUnicodeRange, parseUnicodeRange } from './core-font';

const packageCss = createRequire(import.meta.url).resolve('@fontsource-variable/inter/index.css');
const cacheDir = mkdtempSync(join(tmpdir(), 'backlit-core-font-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'configResolved' | 'buildStart' | 'transform') =>
  plugin[name] as Hook;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

function faces(css: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
    src: /src:\s*url\(([^)]+)\)/.exec(body!)![1]!,
    weight: /font-weight:\s*([^;]+);/.exec(body!)![1]!,
    range: parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(body!)![1]!),
  }));
}

describe('the Latin face split in two', () => {
  it('reads and writes unicode ranges', () => {
    const points = parseUnicodeRange('U+0000-00FF, U+0131,U+0152-0153');
    expect(points.size).toBe(256 + 1 + 2);
    expect(formatUnicodeRange(points)).toBe('U+0000-00FF,U+0131,U+0152-0153');
    expect(formatUnicodeRange([0x41, 0x20, 0x21, 0x22])).toBe('U+0020-0022,U+0041');
  });

  it('gives the shop’s own characters a small file and leaves the rest of Latin to the full one', async () => {
    const plugin = coreLatinFont();
    await hook(plugin, 'configResolved').call(context, { cacheDir } as ResolvedConfig);
    await hook(plugin, 'buildStart').call(context);
    const css = readFileSync(packageCss, 'utf8');
    const result = hook(plugin, 'transform').call(context, css, packageCss) as { code: string };

    const before = faces(css);
    const after = faces(result.code);
    const latin = before.find(({ src }) => src.endsWith('/inter-latin-wght-normal.woff2'))!;
    const rest = after.find(({ src }) => src.endsWith('/inter-latin-wght-normal.woff2'))!;
    const core = after.find(({ src }) => src.endsWith('/inter-latin-core-wght-normal.woff2'))!;

    // Every other face is left as it was, and the split faces share their descriptors.
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((face) => face !== rest && face !== core)).toEqual(
      before.filter((face) => face !== latin),
    );
    expect(core.weight).toBe(latin.weight);

    // The two ranges do not overlap and together cover what the Latin face covered.
    for (const point of core.range) expect(rest.range.has(point)).toBe(false);
    expect(new Set([...core.range, ...rest.range])).toEqual(latin.range);
    for (const text of ['Backlit Frame 40×60 — $79.00 USD', '“Print” … 5 °C ½ ©']) {
      for (const character of text) expect(core.range.has(character.codePointAt(0)!)).toBe(true);
    }
    expect(core.range.has('é'.codePointAt(0)!)).toBe(false);

    // The generated file is where the face points, and about half of the full one.
    const file = join(cacheDir, 'fonts', 'inter-latin-core-wght-normal.woff2');
    const full = createRequire(import.meta.url).resolve(
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    );
    expect(statSync(file).size).toBeLessThan(statSync(full).size * 0.6);
  });

  it('leaves other stylesheets alone', () => {
    const plugin = coreLatinFont();
    expect(hook(plugin, 'transform').call(context, 'a{}', '/src/styles.css')).toBeNull();
  });
});
