// `npm run bench:preflight`: how long the automatic artwork check takes, and how much memory its
// process uses, on the largest files customers send: a 200 MB PDF (one page, an uncompressed
// photo of 8,000 × 8,400 pixels over the whole 870 × 2020 mm page) and a 1 GB TIFF (12,390 ×
// 28,768 pixels, uncompressed RGB, at 362 ppi over the same page). Both are written in a temporary folder (removed after) and
// checked by the preflight process exactly as the server runs it (child process, memory watched
// from /proc every 50 ms, killed past ARTWORK_CHECK_MEMORY_MB, default 1024, or after
// ARTWORK_CHECK_SECONDS, default 120). Reports the wall time, the peak RSS of the check's
// process and the server process's own RSS growth, which must stay within +300 MB, and ends with
// a markdown table of them, which docs/benchmarks.md holds as printed.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { tsImport } from 'tsx/esm/api';
import { printTable } from './bench-support.mjs';

const { runPreflight } = await tsImport(
  '../apps/server/src/modules/artwork/preflight/preflight-runner.ts',
  import.meta.url,
);
const { judgeArtwork, findFrameSize } = await tsImport(
  '../packages/domain/src/index.ts',
  import.meta.url,
);

const limits = {
  memoryMb: Number(process.env.ARTWORK_CHECK_MEMORY_MB ?? 1024),
  timeoutMs: Number(process.env.ARTWORK_CHECK_SECONDS ?? 120) * 1000,
};
const frame = findFrameSize('mlb-85x200');
const dir = mkdtempSync(join(tmpdir(), 'backlit-bench-preflight-'));

/** Writes `total` bytes of a repeating, incompressible-looking pattern in 8 MB pieces. */
async function writePattern(out, total) {
  const piece = Buffer.alloc(8 * 1024 * 1024);
  for (let index = 0; index < piece.length; index += 1)
    piece[index] = (index * 131 + (index >> 9)) & 0xff;
  for (let written = 0; written < total;) {
    const size = Math.min(piece.length, total - written);
    if (!out.write(size === piece.length ? piece : piece.subarray(0, size)))
      await once(out, 'drain');
    written += size;
  }
}

async function bigPdf(file) {
  const width = 8000;
  const height = 8400;
  const imageBytes = width * height * 3;
  const out = createWriteStream(file);
  const offsets = [];
  let length = 0;
  const write = async (text) => {
    const chunk = Buffer.from(text, 'latin1');
    if (!out.write(chunk)) await once(out, 'drain');
    length += chunk.length;
  };
  const object = async (number, body) => {
    offsets[number] = length;
    await write(`${number} 0 obj\n${body}\nendobj\n`);
  };
  // 870 × 2020 mm in points.
  const [w, h] = [2466.14, 5725.98];
  await write('%PDF-1.7\n');
  await object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await object(2, '<< /Type /Pages /Count 1 /Kids [3 0 R] >>');
  await object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im 5 0 R >> >> /Contents 4 0 R >>`,
  );
  const content = `q ${w} 0 0 ${h} 0 0 cm /Im Do Q`;
  await object(4, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  offsets[5] = length;
  await write(
    `5 0 obj\n<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${imageBytes} >>\nstream\n`,
  );
  await writePattern(out, imageBytes);
  length += imageBytes;
  await write('\nendstream\nendobj\n');
  const xref = length;
  await write(`xref\n0 6\n0000000000 65535 f \n`);
  for (let number = 1; number <= 5; number += 1) {
    await write(`${String(offsets[number]).padStart(10, '0')} 00000 n \n`);
  }
  await write(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  out.end();
  await once(out, 'finish');
}

/** A baseline TIFF: header, one IFD, one strip of uncompressed RGB after it. */
async function bigTiff(file) {
  const width = 12_390;
  const height = 28_768;
  const pixels = width * height * 3;
  const entries = [
    [256, 4, 1, width], // ImageWidth
    [257, 4, 1, height], // ImageLength
    [258, 3, 3, 0], // BitsPerSample → offset filled below
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 2], // RGB
    [273, 4, 1, 0], // StripOffsets → filled below
    [277, 3, 1, 3], // SamplesPerPixel
    [278, 4, 1, height], // RowsPerStrip
    [279, 4, 1, pixels], // StripByteCounts
    [282, 5, 1, 0], // XResolution → offset filled below
    [283, 5, 1, 0], // YResolution
    [296, 3, 1, 2], // inches
  ];
  const ifdOffset = 8;
  const ifdSize = 2 + entries.length * 12 + 4;
  const extra = ifdOffset + ifdSize;
  const bitsAt = extra;
  const xresAt = extra + 6;
  const yresAt = extra + 14;
  const dataAt = extra + 22;
  const header = Buffer.alloc(dataAt);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(ifdOffset, 4);
  header.writeUInt16LE(entries.length, ifdOffset);
  entries.forEach(([tag, type, count, value], index) => {
    const at = ifdOffset + 2 + index * 12;
    const filled = { 258: bitsAt, 273: dataAt, 282: xresAt, 283: yresAt }[tag] ?? value;
    header.writeUInt16LE(tag, at);
    header.writeUInt16LE(type, at + 2);
    header.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) header.writeUInt16LE(filled, at + 8);
    else header.writeUInt32LE(filled, at + 8);
  });
  for (let index = 0; index < 3; index += 1) header.writeUInt16LE(8, bitsAt + index * 2);
  // 12,390 px over 870 mm: 12,390 × 25.4 / 870 ≈ 362 ppi, written exactly as a fraction.
  for (const at of [xresAt, yresAt]) {
    header.writeUInt32LE(width * 254, at);
    header.writeUInt32LE(8700, at + 4);
  }
  const out = createWriteStream(file);
  out.write(header);
  await writePattern(out, pixels);
  out.end();
  await once(out, 'finish');
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
let failed = false;
const rows = [];
try {
  for (const [name, format, make, described] of [
    [
      '200 MB PDF',
      'pdf',
      bigPdf,
      '200 MB PDF, one page 870 × 2020 mm, an uncompressed 8,000 × 8,400 photo',
    ],
    ['1 GB TIFF', 'tiff', bigTiff, '1 GB TIFF, 12,390 × 28,768 px uncompressed RGB at 362 ppi'],
  ]) {
    const file = join(dir, `artwork.${format}`);
    const madeAt = performance.now();
    await make(file);
    console.log(
      `${name}: ${mb(statSync(file).size)} MB written in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
    );
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 50);
    const started = performance.now();
    const outcome = await runPreflight(
      {
        file,
        format,
        proofPath: join(dir, `${format}-proof.png`),
        previewPath: join(dir, `${format}-preview.jpg`),
        expectedWidthMm: 870,
      },
      limits,
    );
    clearInterval(sampler);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const report = outcome.ok ? judgeArtwork(outcome.measurements, frame) : undefined;
    const verdict = report ? report.verdict : `refused (${outcome.cause}: ${outcome.message})`;
    // The rules behind a warning or a failure, in brief.
    const flagged = (report?.checks ?? [])
      .filter((check) => check.verdict !== 'pass')
      .map((check) => check.rule);
    const serverGrowth = rssPeak - rssBefore;
    console.log(
      `${name}: checked in ${seconds} s, check process peak RSS ${outcome.peakMb} MB, server RSS +${mb(serverGrowth)} MB, verdict ${verdict}`,
    );
    if (!outcome.ok || serverGrowth > 300 * 1024 * 1024) failed = true;
    rows.push([
      described,
      `${seconds} s`,
      `${outcome.peakMb} MB`,
      `+${mb(serverGrowth)} MB`,
      report
        ? `${verdict}${flagged.length ? ` (${[...new Set(flagged)].join(', ')})` : ''}`
        : `refused (${outcome.cause})`,
    ]);
    rmSync(file, { force: true });
  }
  printTable(
    `bench:preflight, the check's limits ${limits.memoryMb} MB and ${limits.timeoutMs / 1000} s`,
    ['file', 'checked in', 'check process peak RSS', 'server RSS', 'verdict'],
    rows,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
