/**
 * How long browsers and proxies may keep what the web feature serves: files named by their content
 * forever, anything a release or an edit may change revalidated.
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A file under a plain name may be replaced (a seed picture drawn anew): a day, then ask again. */
export const PLAIN_NAME_CACHE = 'public, max-age=86400';
/** `name.<16 hex digits>.ext`, or a width variant of it, `name.<hash>-800w.ext`: its bytes never change. */
export const CONTENT_NAMED = /\.[0-9a-f]{16}(-\d+w)?\.[a-z0-9]+$/;
/** Workbox's runtime is emitted with a content hash in its name, like the Vite assets. */
const HASHED_ROOT_FILE = /^workbox-[0-9a-f]{8,}\.js$/;

/** Cache policy of a file of the PWA build, by its path relative to the build folder. */
export function pwaCacheControl(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (file.startsWith('assets/') || HASHED_ROOT_FILE.test(file)) return IMMUTABLE;
  if (file.startsWith('images/')) return imageCacheControl(file);
  // index.html, sw.js, registerSW.js, manifest.webmanifest, icons: a new release must be seen at once.
  return REVALIDATE;
}

/** Cache policy of an image under /uploads or /images, by its file name. */
export function imageCacheControl(fileName: string): string {
  return CONTENT_NAMED.test(fileName) ? IMMUTABLE : PLAIN_NAME_CACHE;
}
