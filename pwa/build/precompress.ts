import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Hashed files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^assets\/.+\.(js|mjs|css|svg|json|txt)$/;
/** Below this the headers outweigh the saving (the same threshold as the API's compression()). */
const MIN_BYTES = 1024;

/** The .br and .gz bodies of `source`, each only when it is smaller than the file itself. */
export function precompressed(source: Buffer): { br?: Buffer; gz?: Buffer } {
  if (source.length < MIN_BYTES) return {};
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = gzipSync(source, { level: 9 });
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
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const target = path.join(outDir, file);
        const { br, gz } = precompressed(readFileSync(target));
        if (br) writeFileSync(`${target}.br`, br);
        if (gz) writeFileSync(`${target}.gz`, gz);
      }
    },
  };
}
