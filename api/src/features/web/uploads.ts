/** `/uploads`: the images staff uploaded and the seed drew, served as images only, never as documents. */
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { imageCacheControl } from './cache-policy';
import { plainNameFallback } from './image-names';

/** An uploaded file opened directly must never run as a document (e.g. a disguised SVG or HTML). */
const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

function uploadHeaders(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', UPLOADS_CSP);
}

export function uploadsRouter(uploadsDir: string): Router {
  const router = Router();
  router.use(
    express.static(uploadsDir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', imageCacheControl(path.basename(filePath)));
        uploadHeaders(res);
      },
    }),
  );
  router.use(plainNameFallback(uploadsDir, uploadHeaders));
  router.use((_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').json({ error: 'Not found' });
  });
  return router;
}
