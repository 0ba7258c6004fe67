/**
 * Serves the build's precompressed copies of hashed assets (`file.br`, `file.gz`, written by
 * pwa/build/precompress.ts) to clients that accept them: the same bytes for every request instead
 * of compressing them again each time. Falls through to the plain static route otherwise.
 */
import { stat } from 'node:fs/promises';
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
    if (!file.startsWith(base + path.sep)) {
      next();
      return;
    }
    // The answer depends on Accept-Encoding whichever copy is sent.
    res.vary('Accept-Encoding');
    for (const encoding of ENCODINGS) {
      if (req.acceptsEncodings(encoding.name) !== encoding.name) continue;
      if (!(await isFile(file + encoding.suffix)) || !(await isFile(file))) continue;
      res.type(path.extname(file));
      res.set({ 'Content-Encoding': encoding.name, 'Cache-Control': cacheControl(relative) });
      res.sendFile(file + encoding.suffix, { cacheControl: false, dotfiles: 'deny' }, (error) => {
        if (error && !res.headersSent) next(error);
      });
      return;
    }
    next();
  };
}
