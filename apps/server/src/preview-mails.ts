import path from 'node:path';
import { loadConfig } from './config';
import { writeMailPreviews } from './mail-previews';

/**
 * `npm run mail:preview [folder]`: every e-mail the shop sends, made with sample data and the
 * shop's configured name and contact details, as HTML and text files to open in a browser.
 */
const config = loadConfig();
const dir = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'mail-preview'));
const files = await writeMailPreviews(dir, {
  shop: config.shop,
  publicUrl: config.publicUrl,
  firstName: 'Ada',
});
console.log(`${files.length} files written; open ${path.join(dir, 'index.html')}`);
