import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on the miniature repository in lint-fixtures/ (which
// `npm run lint` ignores; `ignore: false` lets this test lint it).
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const fixtures = 'tooling/lint-fixtures';
const eslint = new ESLint({ cwd: repoRoot, ignore: false });

/** The rules that fired on `code`, linted as if it were the file at `file` under lint-fixtures/. */
async function rulesBroken(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(fixtures, file) });
  return result!.messages.map((message) => message.ruleId);
}

describe('lint boundaries', () => {
  it("rejects app code reaching into a feature's internal files", async () => {
    const rules = await rulesBroken(
      'apps/web/src/app/routes/shop.tsx',
      "import { price } from '../../features/shop/price';\n\nexport const label = price(500);\n",
    );
    expect(rules).toEqual(['boundaries/dependencies']);
  });

  it("accepts app code using a feature's index", async () => {
    const rules = await rulesBroken(
      'apps/web/src/app/routes/shop.tsx',
      "import { price } from '../../features/shop';\n\nexport const label = price(500);\n",
    );
    expect(rules).toEqual([]);
  });

  it('rejects code outside app/ and features/ reaching into a feature', async () => {
    const rules = await rulesBroken(
      'apps/web/src/main.tsx',
      "import { price } from './features/shop/price';\n\nexport const label = price(500);\n",
    );
    expect(rules).toEqual(['boundaries/dependencies']);
  });

  it("rejects the server's app code reaching into a module's internal files", async () => {
    const deep = await rulesBroken(
      'apps/server/src/app.ts',
      "import { reserve } from './modules/stock/stock.service';\n\nexport const n = reserve(3, 5);\n",
    );
    const viaIndex = await rulesBroken(
      'apps/server/src/app.ts',
      "import { reserve } from './modules/stock';\n\nexport const n = reserve(3, 5);\n",
    );
    expect(deep).toEqual(['boundaries/dependencies']);
    expect(viaIndex).toEqual([]);
  });
});

describe('lint cycles', () => {
  it('rejects two files that import each other', async () => {
    const results = await eslint.lintFiles([
      `${fixtures}/apps/web/src/lib/ping.ts`,
      `${fixtures}/apps/web/src/lib/pong.ts`,
    ]);
    const rules = results.map((result) => result.messages.map((message) => message.ruleId));
    expect(rules).toEqual([['import-x/no-cycle'], ['import-x/no-cycle']]);
  });

  it('accepts a feature whose index re-exports its files', async () => {
    const results = await eslint.lintFiles([`${fixtures}/apps/web/src/features/shop`]);
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });
});
