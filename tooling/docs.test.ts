import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';

// The README and the pages under docs/ are read by people who follow their links; a page moved or
// renamed must not leave a link pointing nowhere, and the map of the code must name every part.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const README_MAX_LINES = 250;

function documentationFiles(): string[] {
  const docs = readdirSync(path.join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

/** Where a link points, when it points into the repository: no scheme, not only an anchor. */
function relativeTarget(href: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) {
    return undefined;
  }
  const target = href.replace(/[?#].*$/, '');
  return target === '' ? undefined : decodeURI(target);
}

/**
 * The links of a Markdown text (inline, reference and image links; not those inside code) whose
 * target does not exist, resolved from the folder of `file` (a leading slash from the repository).
 */
export function brokenLinks(file: string, markdown: string, root = repoRoot): string[] {
  const broken: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type !== 'link' && token.type !== 'image') return;
    const target = relativeTarget(token.href);
    if (target === undefined) return;
    const resolved = target.startsWith('/')
      ? path.join(root, target)
      : path.join(root, path.dirname(file), target);
    if (!existsSync(resolved)) broken.push(token.href);
  });
  return broken;
}

function foldersOf(relative: string): string[] {
  return readdirSync(path.join(repoRoot, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

describe('documentation', () => {
  it('finds a link to a missing file, and only that one', () => {
    const markdown = [
      'See [the map](docs/architecture.md#4-the-path-of-a-request) and [the tour](docs/nowhere.md).',
      '![a photo](missing.png) and [a shop page](https://example.com/x) and [here](#top).',
      '',
      '```md',
      '[inside code](not-checked.md)',
      '```',
      '',
      '[ref]: docs/also-missing.md',
      'A [reference][ref] link.',
    ].join('\n');

    expect(brokenLinks('README.md', markdown)).toEqual([
      'docs/nowhere.md',
      'missing.png',
      'docs/also-missing.md',
    ]);
  });

  it('resolves a link from the folder of the page it is in', () => {
    expect(brokenLinks('docs/operations.md', '[map](architecture.md)')).toEqual([]);
    expect(brokenLinks('docs/operations.md', '[map](docs/architecture.md)')).toEqual([
      'docs/architecture.md',
    ]);
  });

  it.each(documentationFiles())('%s links only to files that exist', (file) => {
    const markdown = readFileSync(path.join(repoRoot, file), 'utf8');
    expect(brokenLinks(file, markdown)).toEqual([]);
  });

  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(repoRoot, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('names every server module and web feature in docs/architecture.md', () => {
    const architecture = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
    const folders = [
      ...foldersOf('apps/server/src/modules'),
      ...foldersOf('apps/web/src/features'),
    ];
    const unnamed = folders.filter((folder) => !architecture.includes(`\`${folder}\``));
    expect(unnamed).toEqual([]);
  });
});
