import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './catalog/demo-catalog';

/**
 * One artwork story: print files are uploaded on the order's page (checked at once, a proof
 * within minutes), and e-mail is only the way round for a file over the upload limit. The pages,
 * FAQ answers, demo descriptions and storefront screens a shopper reads must never again tell
 * them to e-mail their files.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Ways of telling a shopper to send their files by e-mail ("e-mail your files", "send … by e-mail"). */
const EMAIL_YOUR_FILES = [
  /e-?mail\s+(us\s+)?(it|them|(the|your)\s+(print[- ]ready\s+)?(print\s+)?(files?|artwork|designs?))\b/i,
  /e-?mail\s+(it|them|the\s+file)\s+(to\s+us\s+)?quoting/i,
  /send\s+(us\s+)?(your|the)\s+(print[- ]ready\s+)?(print\s+)?(files?|artwork)\s+(by|via|per)\s+e-?mail/i,
  /(files?|artwork)\s+by\s+e-?mail/i,
];

const tellsToEmailFiles = (text: string) =>
  EMAIL_YOUR_FILES.some((pattern) => pattern.test(text.replace(/\s+/g, ' ')));

async function filesUnder(dir: string, extensions: string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('one artwork story', () => {
  it('recognises the wording it guards against', () => {
    for (const text of [
      'Place your order, then e-mail your print-ready files quoting your order number.',
      'E-mail the file quoting your webshop order number.',
      'When the file is ready, e-mail it to us quoting your webshop order number.',
      'For printed banners you send your print-ready files by e-mail.',
      'Sending print files? E-mail them quoting your order number.',
    ]) {
      expect(tellsToEmailFiles(text), text).toBe(true);
    }
    for (const text of [
      'Upload your print files on your order’s page; a file over the upload limit: e-mail us a download link.',
      'You receive the tracking details by e-mail.',
    ]) {
      expect(tellsToEmailFiles(text), text).toBe(false);
    }
  });

  it('the Markdown pages, FAQ answers and news under content/ say upload', async () => {
    const files = await filesUnder(path.join(ROOT, 'content'), ['.md']);
    expect(files.length).toBeGreaterThan(10);
    const offending = [];
    for (const file of files) {
      if (tellsToEmailFiles(await readFile(file, 'utf8')))
        offending.push(path.relative(ROOT, file));
    }
    expect(offending).toEqual([]);
  });

  it('the demo catalogue’s descriptions say upload', () => {
    const texts = [
      ...DEMO_CATEGORIES.flatMap((category) => [
        category.description,
        ...category.subCategories.map((sub) => sub.description),
      ]),
      ...DEMO_PRODUCTS.map((product) => product.description),
    ];
    expect(texts.filter(tellsToEmailFiles)).toEqual([]);
  });

  it('the storefront’s screens say upload', async () => {
    const files = await filesUnder(path.join(ROOT, 'apps/web/src'), ['.tsx', '.ts']);
    const offending = [];
    for (const file of files) {
      if (tellsToEmailFiles(await readFile(file, 'utf8')))
        offending.push(path.relative(ROOT, file));
    }
    expect(offending).toEqual([]);
  });
});
