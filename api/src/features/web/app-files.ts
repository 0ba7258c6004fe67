/**
 * The built PWA's files, with caching that suits a service worker: hashed assets forever (their
 * precompressed copies when the client takes them), everything else revalidated.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import { pwaCacheControl } from './cache-policy';
import { plainNameFallback } from './image-names';
import { precompressedAssets } from './precompressed';

export function appFilesRouter(pwaDist: string): Router {
  const router = Router();
  // Hashed assets the build compressed already: sent as they are (br or gzip) by Accept-Encoding.
  router.use(precompressedAssets(pwaDist, pwaCacheControl));
  router.use(
    express.static(pwaDist, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', pwaCacheControl(path.relative(pwaDist, filePath))),
    }),
  );
  router.use('/images', plainNameFallback(path.join(pwaDist, 'images')));
  // A hashed asset that is not there (an old release's file) must not be answered with index.html.
  router.use('/assets', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  });
  return router;
}

export interface BuildStamp {
  /** The stamp now; null when there is no build. */
  current(): Promise<string | null>;
  /** The stamp when known without looking at the disk. */
  known(): string | undefined;
}

/**
 * index.html's date and size, the build's stamp in the kept pages' keys: looked at again when a
 * second has passed (a deployment that replaces the build is seen within a second), not per request.
 */
export function buildStamp(indexFile: string, maxAgeMs = 1_000): BuildStamp {
  let last: { stamp: string | null; at: number } | undefined;
  let reading: Promise<string | null> | undefined;
  return {
    current() {
      if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.stamp);
      return (reading ??= stat(indexFile)
        .then(
          (info) => (info.isFile() ? `${info.mtimeMs}:${info.size}` : null),
          () => null,
        )
        .then((stamp) => {
          last = { stamp, at: Date.now() };
          return stamp;
        })
        .finally(() => {
          reading = undefined;
        }));
    },
    known() {
      return last && last.stamp !== null && Date.now() - last.at < maxAgeMs ? last.stamp : undefined;
    },
  };
}
