import sharp from 'sharp';
const [src, out, top, height] = process.argv.slice(2);
const meta = await sharp(src).metadata();
const t = Math.round(meta.height * Number(top)), h = Math.round(meta.height * Number(height));
await sharp(src).extract({ left: 0, top: t, width: meta.width, height: Math.min(h, meta.height - t) }).toFile(out);
