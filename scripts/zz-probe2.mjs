import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAMILIES, SIZES, FINISHES } from './bench-seed.mjs';
import { startServer, stopServer } from './bench-support.mjs';
const url = 'postgres://postgres@127.0.0.1:5432/benchkeep';
const server = await startServer(3291, url, mkdtempSync(join(tmpdir(), 'probe-')), { CACHE_ENABLED: 'false' });
const base = 'http://127.0.0.1:3291';
const kinds = {};
const add = (k, q) => (kinds[k] ??= []).push(q);
FAMILIES.forEach((family, i) => {
  const size = SIZES[i % SIZES.length]; const finish = FINISHES[i % FINISHES.length];
  add('family', family); add('fam+size', `${family} ${size}`); add('fam+finish', `${family} ${finish}`); add('three', `${family} ${size} ${finish}`);
  add('start', family.slice(0, Math.max(4, family.indexOf(' ') + 3)));
  const [first, ...rest] = family.toLowerCase().split(' ');
  add('typo', [`${first.slice(0, 1)}${first[2]}${first[1]}${first.slice(3)}`, ...rest].join(' '));
});
for (const size of SIZES) for (const finish of FINISHES) add('size+finish', `${size} ${finish}`);
for (let pass = 0; pass < 2; pass++) {
  for (const [k, qs] of Object.entries(kinds)) {
    const t = [];
    for (const q of qs) for (const sort of ['default', 'price_asc']) {
      const s = performance.now();
      const r = await fetch(`${base}/api/fetchProducts/all?q=${encodeURIComponent(q)}&page=${pass + 1}&sort=${sort}&per_page=12&n=${Math.random()}`);
      await r.arrayBuffer();
      t.push(performance.now() - s);
    }
    t.sort((a, b) => a - b);
    if (pass) console.log(k.padEnd(12), 'n', t.length, 'median', t[t.length >> 1].toFixed(1), 'p90', t[Math.floor(t.length * 0.9)].toFixed(1), 'max', t.at(-1).toFixed(1));
  }
}
await stopServer(server);
