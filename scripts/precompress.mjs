// Writes name.br (brotli, best quality) and name.gz (gzip -9) beside every text file of the build,
// so the server sends them as they are (nginx brotli_static / gzip_static) and never compresses on
// the fly. Run at the end of `npm run build`; `node scripts/precompress.mjs [dir]` (default dist/).
//
// Brotli at its best quality is most of the build's time: the files are compressed on zlib's
// thread pool, one lane per core, not one after another on the main thread.
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from './deploy/config.mjs';

const TEXT = new Set(COMPRESSIBLE_EXTENSIONS.map((e) => `.${e}`));
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every text file under `dir`; resolves to [files, bytes before, brotli bytes]. */
export async function precompress(dir) {
  const todo = [...files(dir)].filter((file) => TEXT.has(extname(file)));
  let raw = 0;
  let br = 0;
  async function one(file) {
    const data = readFileSync(file);
    const variants = await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).then((packed) => ['.br', packed]),
      gz(data, { level: 9 }).then((packed) => ['.gz', packed]),
    ]);
    for (const [ext, packed] of variants) {
      // Only where it pays: a compressed file no smaller than the original would only cost a header.
      if (packed.length < data.length) writeFileSync(file + ext, packed);
      else rmSync(file + ext, { force: true });
    }
    raw += data.length;
    br += Math.min(variants[0][1].length, data.length);
  }
  let next = 0;
  const lane = async () => {
    while (next < todo.length) await one(todo[next++]);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, lane));
  return [todo.length, raw, br];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const [count, raw, br] = await precompress(dir);
  console.log(`precompressed ${count} text files in ${dir}/: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
}
