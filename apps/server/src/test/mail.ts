import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Just enough MIME to read the shop's own messages in tests: top-level headers, and the text and
 * HTML parts decoded from quoted-printable or base64.
 */
export function readMail(raw: string): {
  headers: Record<string, string>;
  text: string;
  html: string;
  /** Every part by its content type, attachments included (e.g. `text/calendar`). */
  parts: Record<string, string>;
} {
  const { headers, body } = splitHeaders(raw);
  const parts: Record<string, string> = {};
  collectParts(headers, body, parts);
  return { headers, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '', parts };
}

function splitHeaders(raw: string) {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = normalised.slice(0, end).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: normalised.slice(end + 2) };
}

function collectParts(
  headers: Record<string, string>,
  body: string,
  parts: Record<string, string>,
) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitHeaders(section.replace(/^\n/, ''));
      collectParts(part.headers, part.body, parts);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  parts[type.split(';')[0]!.trim()] = decode(body, encoding);
}

function decode(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The .eml files of a default outbox folder addressed to `to`, oldest first. */
export async function outboxMailsTo(outbox: string, to: string) {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.sort().map(async (file) => readMail(await readFile(path.join(outbox, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.headers.to?.includes(to));
}

/** A header as written: RFC 2047 encoded words (a subject with a dash in it) decoded. */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_word, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8'),
    );
}
