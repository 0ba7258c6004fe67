import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Hashed files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^assets\/.+\.(js|mjs|css|svg|json|txt)$/;
/** Below this the headers outweigh the saving (the same threshold as the API's compression()). */
const MIN_BYTES = 1024;

/**
 * Zopfli's passes over each file: its default. More gain a few bytes a file for much longer builds
 * (15 takes about 12 s over the whole build on this machine; gzip -9's files are 3.6 % larger).
 */
const ZOPFLI_ITERATIONS = 15;

/**
 * The .br and .gz bodies of `source`, each only when it is smaller than the file itself. The .gz is
 * Zopfli's: a gzip stream every browser and proxy reads, 3-4 % smaller than zlib's best, at a cost
 * paid once per build. (Browsers send `br` only over HTTPS; over plain HTTP, and from clients
 * without brotli, the .gz is what travels.)
 */
export async function precompressed(source: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  if (source.length < MIN_BYTES) return {};
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = Buffer.from(await gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS }));
  return { br: br.length < source.length ? br : undefined, gz: gz.length < source.length ? gz : undefined };
}

/**
 * Compresses every hashed asset once, at build time: `file.br` and `file.gz` next to `file`. The
 * API's static route (api/src/features/web/precompressed.ts) sends them by Accept-Encoding instead
 * of compressing the same bytes on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'safari-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const target = path.join(outDir, file);
        const { br, gz } = await precompressed(readFileSync(target));
        if (br) writeFileSync(`${target}.br`, br);
        if (gz) writeFileSync(`${target}.gz`, gz);
      }
    },
  };
}
