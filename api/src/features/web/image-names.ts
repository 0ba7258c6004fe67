/**
 * Old image names. Images under /uploads and /images are named by their content
 * (`name.<hash>.webp`); a row or link from before content names still says `name.webp`, and is
 * served from the newest content-named file of that name, cached for a day only.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { CONTENT_NAMED, PLAIN_NAME_CACHE } from './cache-policy';

const PLAIN_NAME = /^([\w-][\w.-]*?)(-\d+w)?\.([a-z0-9]+)$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Serves a plain name that has no file of its own (`tour-x.webp`, `tour-x-800w.webp`) from its
 * content-named file in `dir` (`tour-x.<hash>.webp`, `tour-x.<hash>-800w.webp`; the newest when a
 * picture was redrawn).
 */
export function plainNameFallback(dir: string, setHeaders: (res: Response) => void = () => undefined): RequestHandler {
  return async (req, res, next) => {
    const name = req.path.slice(1);
    const match = (req.method === 'GET' || req.method === 'HEAD') && !name.includes('/') && !CONTENT_NAMED.test(name) ? PLAIN_NAME.exec(name) : null;
    if (!match) {
      next();
      return;
    }
    const [, stem = '', variant = '', ext = ''] = match;
    // `hero-1280w.webp` may be `hero-1280w.<hash>.webp` (a name that ends in a width) or `hero.<hash>-1280w.webp` (a variant).
    const hash = '\\.[0-9a-f]{16}';
    const names = [new RegExp(`^${escapeRegExp(stem + variant)}${hash}\\.${ext}$`)];
    if (variant) names.push(new RegExp(`^${escapeRegExp(stem)}${hash}${escapeRegExp(variant)}\\.${ext}$`));
    const candidates = (await readdir(dir).catch(() => [] as string[])).filter((file) => names.some((named) => named.test(file)));
    if (candidates.length === 0) {
      next();
      return;
    }
    const dated = await Promise.all(candidates.map(async (file) => ({ file, mtime: (await stat(path.join(dir, file))).mtimeMs })));
    const newest = dated.sort((a, b) => b.mtime - a.mtime || a.file.localeCompare(b.file))[0]?.file ?? '';
    setHeaders(res);
    // The name relative to `root`: `dotfiles` then judges the file's name only, not the folders above
    // it (the default uploads folder is under `.data`, which an absolute path would have refused).
    res.sendFile(newest, { root: dir, cacheControl: false, dotfiles: 'deny', headers: { 'Cache-Control': PLAIN_NAME_CACHE } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
