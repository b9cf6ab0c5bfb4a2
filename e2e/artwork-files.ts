/** Print files the journeys upload, made here so no fixture file is kept in the repository. */

/** 870 × 2020 mm in points. */
const PAGE_PT = [2466.14, 5725.98] as const;

/**
 * A one-page PDF of the banner's size: with `photoPx`, an uncompressed photo over the whole page
 * (so its size is the photo's bytes), else a plain coloured page (vector only, passes the check).
 */
export function pdf(photoPx?: [number, number]): Buffer {
  const [w, h] = PAGE_PT;
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) =>
    objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('<< /Type /Pages /Count 1 /Kids [3 0 R] >>');
  const content = photoPx ? `q ${w} 0 0 ${h} 0 0 cm /Im Do Q` : `0.1 0.3 0.6 rg 0 0 ${w} ${h} re f`;
  add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im 5 0 R >> >> /Contents 4 0 R >>`,
  );
  add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  const [pw, ph] = photoPx ?? [1, 1];
  // Every row alike (stripes): filling 200 MB byte by byte in JavaScript takes seconds.
  const row = Buffer.alloc(pw * 3);
  for (let index = 0; index < row.length; index += 1) row[index] = (index * 7) & 0xff;
  const pixels = Buffer.alloc(pw * ph * 3, row);
  add(
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${pw} /Height ${ph} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
        'latin1',
      ),
      pixels,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  const chunks = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets = objects.map((body, index) => {
    const offset = length;
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
    return offset;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
