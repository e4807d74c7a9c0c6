// Writes name.br (brotli, best quality) and name.gz (gzip -9) beside every text file of the build,
// so the server sends them as they are (nginx brotli_static / gzip_static) and never compresses on
// the fly. Run at the end of `npm run build`; `node scripts/precompress.mjs [dir]` (default dist/).
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from './deploy/config.mjs';

const TEXT = new Set(COMPRESSIBLE_EXTENSIONS.map((e) => `.${e}`));

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every text file under `dir`; returns [files, bytes before, brotli bytes]. */
export function precompress(dir) {
  let count = 0;
  let raw = 0;
  let br = 0;
  for (const file of [...files(dir)]) {
    if (!TEXT.has(extname(file))) continue;
    const data = readFileSync(file);
    const variants = [
      ['.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
      ['.gz', gzipSync(data, { level: 9 })],
    ];
    for (const [ext, packed] of variants) {
      // Only where it pays: a compressed file no smaller than the original would only cost a header.
      if (packed.length < data.length) writeFileSync(file + ext, packed);
      else rmSync(file + ext, { force: true });
    }
    count += 1;
    raw += data.length;
    br += Math.min(variants[0][1].length, data.length);
  }
  return [count, raw, br];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const [count, raw, br] = precompress(dir);
  console.log(`precompressed ${count} text files in ${dir}/: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
}
