import { open } from 'node:fs/promises';
import type { ArtworkFileFormat } from '@backlit/domain';

/** How many bytes the signatures below need. */
const HEAD_BYTES = 1024;

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);

/** InDesign documents begin with this GUID (the "DOCUMENT" database signature). */
const INDD = [
  0x06, 0x06, 0xed, 0xf5, 0xd8, 0x1d, 0x46, 0xe5, 0xbd, 0x31, 0xef, 0xe7, 0xfe, 0x74, 0xb7, 0x1d,
];

/**
 * What a file is, from its first bytes, never from its name. An Illustrator file saved
 * PDF-compatible is a PDF (and checked as one); an older one is PostScript, like EPS. PDF allows
 * up to 1 KB of junk before its header, which some exporters write.
 */
export function artworkFormatOf(head: Buffer): ArtworkFileFormat | undefined {
  // Classic TIFF and BigTIFF, in either byte order.
  if (
    startsWith(head, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(head, [0x49, 0x49, 0x2b, 0x00]) ||
    startsWith(head, [0x4d, 0x4d, 0x00, 0x2b])
  ) {
    return 'tiff';
  }
  if (startsWith(head, [0x38, 0x42, 0x50, 0x53])) return 'psd';
  if (startsWith(head, INDD)) return 'indd';
  // DOS EPS binary header, or PostScript text.
  if (
    startsWith(head, [0xc5, 0xd0, 0xd3, 0xc6]) ||
    head.subarray(0, 4).toString('latin1') === '%!PS'
  ) {
    return 'eps';
  }
  if (head.subarray(0, HEAD_BYTES).toString('latin1').includes('%PDF-')) return 'pdf';
  return undefined;
}

/** The format of the file at `file`, from its first kilobyte. */
export async function sniffArtworkFile(file: string): Promise<ArtworkFileFormat | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return artworkFormatOf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
