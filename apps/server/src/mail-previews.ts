import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { artworkMailSamples } from './modules/artwork';
import { authMailSamples } from './modules/auth';
import { contactMailSamples } from './modules/content';
import { orderMailSamples } from './modules/orders';
import { reviewMailSamples } from './modules/reviews';
import { showReminderMailSamples } from './modules/shows';
import { invoiceReminderMailSamples } from './modules/terms';
import type { MailSample, MailSampleInput } from './platform/mail-layout';

/** Every kind of e-mail the shop sends, filled with made-up data. */
export function allMailSamples(input: MailSampleInput): MailSample[] {
  return [
    ...orderMailSamples(input),
    ...artworkMailSamples(input),
    ...authMailSamples(input),
    ...contactMailSamples(input),
    ...reviewMailSamples(input),
    ...showReminderMailSamples(input),
    ...invoiceReminderMailSamples(input),
  ];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

/**
 * Writes each sample as `<kind>.html` and `<kind>.txt` into `dir`, with an `index.html` that
 * links them, to open in a browser. Answers the files written.
 */
export async function writeMailPreviews(dir: string, input: MailSampleInput): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const samples = allMailSamples(input);
  const written: string[] = [];
  for (const { kind, message } of samples) {
    for (const [extension, body] of [
      ['html', message.html],
      ['txt', message.text],
    ] as const) {
      const file = path.join(dir, `${kind}.${extension}`);
      await writeFile(file, body);
      written.push(file);
    }
  }
  const rows = samples
    .map(
      ({ kind, message }) =>
        `<li><a href="${kind}.html">${escapeHtml(kind)}</a> (<a href="${kind}.txt">text</a>): ${escapeHtml(message.subject)}</li>`,
    )
    .join('\n');
  const index = path.join(dir, 'index.html');
  await writeFile(
    index,
    `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>E-mail previews</title><body style="font-family:sans-serif"><h1>E-mail previews</h1><ul>\n${rows}\n</ul></body></html>\n`,
  );
  written.push(index);
  return written;
}
