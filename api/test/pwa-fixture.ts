/** A stand-in for `pwa/dist`: the files a vite-plugin-pwa build emits, with recognisable content. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const PWA_FIXTURE = {
  indexHtml: '<!doctype html><html><head><title>Safari PWA fixture</title></head><body><div id="root"></div></body></html>',
  asset: 'assets/index-B4x9Qk2z.js',
  workbox: 'workbox-5a3b9c1d.js',
  /** A hashed asset with the build's .br and .gz copies next to it (pwa/build/precompress.ts). */
  compressed: 'assets/route-C9dk2Lq7.js',
} as const;

/** The fixture's compressible asset: large enough that compression() would compress it. */
export const COMPRESSED_SOURCE = `export const tours = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Safari ${index}` })))};\n`;

export async function createPwaFixture(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safari-pwa-fixture-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), PWA_FIXTURE.indexHtml);
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());\n');
  await writeFile(path.join(dir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");\n');
  await writeFile(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Safari', start_url: '/' }));
  await writeFile(path.join(dir, PWA_FIXTURE.asset), 'console.log("app");\n');
  await writeFile(path.join(dir, PWA_FIXTURE.workbox), 'self.workbox = {};\n');
  await writeFile(path.join(dir, PWA_FIXTURE.compressed), COMPRESSED_SOURCE);
  await writeFile(path.join(dir, `${PWA_FIXTURE.compressed}.br`), brotliCompressSync(COMPRESSED_SOURCE));
  await writeFile(path.join(dir, `${PWA_FIXTURE.compressed}.gz`), gzipSync(COMPRESSED_SOURCE));
  await writeFile(path.join(dir, '.build-hash'), 'secret-ish build stamp');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
