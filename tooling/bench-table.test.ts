import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { markdownTable } from '../scripts/bench-support.mjs';

// The benchmark scripts end with the table that docs/benchmarks.md holds, pasted as printed; the
// page passes `prettier --check` only if the table is laid out exactly as Prettier lays it out.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const machine = { at: new Date('2026-11-29T23:30:00-05:00'), cores: 2, load: [2.712, 3.1, 3.4] };

/** The text as Prettier formats it with the repository's settings (its printWidth among them). */
async function formatted(text: string): Promise<string> {
  const config = await prettier.resolveConfig(`${repoRoot}docs/benchmarks.md`);
  return prettier.format(text, { ...config, parser: 'markdown' });
}

/** What console.log prints of it: Prettier ends a file with a newline. */
const printed = (text: string) => `${text}\n`;

describe('markdownTable', () => {
  const text = markdownTable(
    'bench:test, 50 connections',
    ['Scenario', { label: 'req/s', align: 'right' }, { label: 'ok', align: 'center' }, 'target'],
    [
      ['100 products, page 1 (cached)', '13,831', 'yes', ''],
      ['search', 987, 'no', '≥ 1,000, p99 ≤ 50'],
      ['`/api/health`, outage', '−46 MB', 'a|b', '4 × 200, 12 × 503'],
    ],
    machine,
  );
  const lines = text.split('\n');

  it('names the run, the time in UTC, the cores and the load average, then a blank line', () => {
    expect(lines[0]).toBe(
      'bench:test, 50 connections — 2026-11-30 04:30 UTC, 2 cores, ' +
        'load average 2.71, 3.10, 3.40 (1, 5, 15 min)',
    );
    expect(lines[1]).toBe('');
  });

  it('pads every column to its widest cell, aligned as its header says', () => {
    expect(lines.slice(2)).toEqual([
      '| Scenario                      |  req/s |  ok  | target            |',
      '| ----------------------------- | -----: | :--: | ----------------- |',
      '| 100 products, page 1 (cached) | 13,831 | yes  |                   |',
      '| search                        |    987 |  no  | ≥ 1,000, p99 ≤ 50 |',
      '| `/api/health`, outage         | −46 MB | a\\|b | 4 × 200, 12 × 503 |',
    ]);
  });

  it('is text Prettier leaves as it is', async () => {
    expect(await formatted(printed(text))).toBe(printed(text));
  });

  it('gives a narrow column the three dashes an alignment row needs', () => {
    const narrow = markdownTable('t', ['n', { label: 'x', align: 'right' }], [['1', '2']], machine);
    expect(narrow.split('\n').slice(2)).toEqual([
      '| n   |   x |',
      '| --- | --: |',
      '| 1   |   2 |',
    ]);
  });

  it('refuses a row with a cell more or fewer than the columns', () => {
    expect(() => markdownTable('t', ['a', 'b'], [['1']], machine)).toThrow(/row 1 has 1 cells/);
  });

  it('lays out any table of the characters benchmarks print as Prettier does', async () => {
    const cell = fc.stringMatching(/^[A-Za-z0-9 ,.()/+%:–−×≤≥→'-]{0,24}$/);
    const align = fc.constantFrom(undefined, 'left' as const, 'right' as const, 'center' as const);
    const table = fc
      .array(fc.record({ label: cell, align }), { minLength: 1, maxLength: 5 })
      .chain((columns) =>
        fc.tuple(
          fc.constant(columns),
          fc.array(fc.array(cell, { minLength: columns.length, maxLength: columns.length }), {
            maxLength: 6,
          }),
        ),
      );
    await fc.assert(
      fc.asyncProperty(table, async ([columns, rows]) => {
        const out = printed(markdownTable('bench:property', columns, rows, machine));
        expect(await formatted(out)).toBe(out);
      }),
      { numRuns: 60 },
    );
  });
});
