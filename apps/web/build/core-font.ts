import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The characters nearly every page shows: printable ASCII and the typography of the shop's own
 * copy (dashes, quotes, the ellipsis, ×, °, ², ½, ·, ©, ®, ™, arrows). Accented letters and the
 * rest of the Latin range stay in the full file, which a page loads only when it shows one.
 */
const CORE_CHARACTERS = [
  ...range(0x20, 0x7e),
  ...'\u00a0©®°²³·½×÷–—‘’“”•…‹›™←↑→↓'.split('').map((character) => character.codePointAt(0)!),
];

/**
 * The weights the shop's text is set in, normal (400) to black (900): dropping the thinner end of
 * the variable font's weight axis takes another ~4 KB off the file (a lighter weight would show
 * as 400). Its face still declares 100-900 like the package's others: the browser draws a family
 * from one group of faces with the same descriptors, and a face declared apart is never used
 * beside them.
 */
const CORE_WEIGHTS = { min: 400, max: 900 };

const PACKAGE_CSS = '@fontsource-variable/inter/index.css';
const LATIN_FACE = /@font-face\s*\{[^}]*inter-latin-wght-normal\.woff2[^}]*\}/;
const CORE_FILE = 'inter-latin-core-wght-normal.woff2';

/**
 * Splits the web font's Latin file in two. The whole file is 48 KB, and on a phone's slow line it
 * shares the first second with the page's main photo, which waits for it: the largest paint of a
 * product page came at 1.6 s. A page of the shop in English needs only the characters above, 24 KB
 * of the same font; the full file stays declared for the other Latin characters, so a name with
 * an accent still shows in the font (the browser picks a face by the characters it must draw).
 */
export function coreLatinFont(): Plugin {
  let corePath = '';
  return {
    name: 'backlit:core-latin-font',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      corePath = join(config.cacheDir, 'fonts', CORE_FILE);
    },
    async buildStart() {
      const latinFile = createRequire(import.meta.url).resolve(
        '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      );
      const font = await subsetFont(
        readFileSync(latinFile),
        String.fromCodePoint(...CORE_CHARACTERS),
        {
          targetFormat: 'woff2',
          variationAxes: { wght: CORE_WEIGHTS },
        },
      );
      mkdirSync(dirname(corePath), { recursive: true });
      writeFileSync(corePath, font);
    },
    transform(css, id) {
      if (!id.endsWith(PACKAGE_CSS)) return null;
      const face = LATIN_FACE.exec(css)?.[0];
      const declared = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
      if (!face || !declared) {
        this.error(`${PACKAGE_CSS} no longer declares its Latin face as this build expects`);
      }
      const latin = parseUnicodeRange(declared);
      const core = new Set(CORE_CHARACTERS.filter((codePoint) => latin.has(codePoint)));
      const rest = [...latin].filter((codePoint) => !core.has(codePoint));
      const coreUrl = relative(dirname(id), corePath).split('\\').join('/');
      const coreFace = face
        .replace(/src:[^;]+;/, `src: url(${coreUrl}) format('woff2-variations');`)
        .replace(/unicode-range:[^;]+;/, `unicode-range: ${formatUnicodeRange(core)};`);
      const restFace = face.replace(
        /unicode-range:[^;]+;/,
        `unicode-range: ${formatUnicodeRange(rest)};`,
      );
      return { code: css.replace(face, `${restFace}\n${coreFace}`), map: null };
    },
  };
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** `U+0000-00FF,U+0131` → the code points it names. */
export function parseUnicodeRange(text: string): Set<number> {
  const codePoints = new Set<number>();
  for (const part of text.split(',')) {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (const codePoint of range(parseInt(first, 16), parseInt(last, 16))) {
      codePoints.add(codePoint);
    }
  }
  return codePoints;
}

/** Code points → `U+0020-007E,U+00A0`, runs of consecutive points written as ranges. */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    const [first, last] = [sorted[start]!, sorted[end]!];
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    start = end + 1;
  }
  return parts.join(',');
}
