/**
 * Serves the build's precompressed copies of hashed assets (`file.br`, `file.gz`, written by
 * pwa/build/precompress.ts) to clients that accept them: the same bytes for every request instead
 * of compressing them again each time. Falls through to the plain static route otherwise.
 *
 * Named by their content, these files never change: each copy is read once and kept (the build's
 * files only, so the memory is bounded by the build), and sent without validators (nothing to
 * revalidate) or byte ranges (of a compressed copy): about 100 bytes less on each of a page's scripts.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The files the build compresses: hashed, so their compressed copies never go stale. */
const PRECOMPRESSED = /^\/assets\/[^/]+\.(js|mjs|css|svg|json|txt)$/;
/** Preferred first: brotli is smaller. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

export function precompressedAssets(root: string, cacheControl: (relativePath: string) => string): RequestHandler {
  const base = path.resolve(root);
  /** The copies read so far (a miss is not kept: names nobody built must not fill memory). */
  const copies = new Map<string, Buffer>();
  /** The compressed copy of `file`, when the build wrote it and the file itself exists. */
  async function copyOf(file: string, suffix: string): Promise<Buffer | null> {
    const kept = copies.get(file + suffix);
    if (kept) return kept;
    if (!(await isFile(file + suffix)) || !(await isFile(file))) return null;
    const body = await readFile(file + suffix);
    copies.set(file + suffix, body);
    return body;
  }
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path)) {
      next();
      return;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).slice(1);
    } catch {
      next();
      return;
    }
    const file = path.resolve(base, relative);
    if (!file.startsWith(base + path.sep) || path.basename(file).startsWith('.')) {
      next();
      return;
    }
    // The answer depends on Accept-Encoding whichever copy is sent.
    res.vary('Accept-Encoding');
    for (const encoding of ENCODINGS) {
      if (req.acceptsEncodings(encoding.name) !== encoding.name) continue;
      const body = await copyOf(file, encoding.suffix);
      if (!body) continue;
      res.type(path.extname(file));
      res.set({ 'Content-Encoding': encoding.name, 'Cache-Control': cacheControl(relative), 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    next();
  };
}
