import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_FILES } from '../vitest.config';

const WEB = join(import.meta.dirname, '..');

/** Calls that change what every later file in the same worker would load or see. */
const LEAKING = /\bvi\.(mock|doMock|stubEnv)\(/;

describe('test files that replace modules', () => {
  it('run in the isolated project, so what they replace cannot leak into other files', () => {
    const testFiles = readdirSync(join(WEB, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join('src', file));
    const leaking = testFiles.filter((file) => LEAKING.test(readFileSync(join(WEB, file), 'utf8')));
    expect(leaking.length).toBeGreaterThan(0);
    expect(leaking.sort()).toEqual([...ISOLATED_FILES].sort());
  });
});
