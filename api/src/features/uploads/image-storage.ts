/**
 * Where uploaded images go. `putImage(buffer)` re-encodes a checked upload into the WebP files the
 * site serves (full size plus the 800 and 400 px variants the seed images have, named like them:
 * `<name>.webp`, `<name>-800w.webp`, `<name>-400w.webp`) under a name made of their content
 * (`upload.<hash>`: the same picture twice is one set of files, and a URL's bytes never change, so
 * they are cached for a year), and answers the URL of the full-size file. The files themselves are written through a {@link FileStore}: a local folder
 * now, an object store when the site runs on more than one host.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeAtomically } from '@safari/db/atomic-write';
import { UPLOAD_MAX_WIDTH, UPLOAD_VARIANT_WIDTHS } from '@safari/shared/upload';

export interface FileStore {
  /** Stores the bytes under `name` (no folders) and answers the public URL. */
  write(name: string, data: Buffer): Promise<string>;
}

export interface ImageStorage {
  putImage(buffer: Buffer): Promise<string>;
}

const WEBP_QUALITY = 80;
/** Decoding refuses pictures larger than this (a small file can claim enormous dimensions). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The files under /uploads, served by the app's static route. */
export function createLocalFileStore(dir: string, urlPrefix = '/uploads'): FileStore {
  let ready: Promise<unknown> | undefined;
  return {
    async write(name, data) {
      await (ready ??= mkdir(dir, { recursive: true }));
      await writeAtomically(path.join(dir, name), data);
      return `${urlPrefix}/${name}`;
    },
  };
}

/**
 * Re-encodes with sharp: oriented by its EXIF first, then written without any metadata (EXIF, GPS,
 * ICC, XMP) and without whatever followed the image data in the upload.
 */
export async function encodeVariants(buffer: Buffer): Promise<{ width: number | null; data: Buffer }[]> {
  const source = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const widths = [null, ...UPLOAD_VARIANT_WIDTHS];
  return Promise.all(
    widths.map(async (width) => ({
      width,
      data: await source
        .clone()
        .resize({ width: width ?? UPLOAD_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );
}

/** Hex digits of the content hash in stored names (as the seed images: db/src/scene-images.ts). */
const HASH_LENGTH = 16;

/** `upload.<hash>`: the hash of every file of the set, so no file of it can change under its name. */
export function contentBaseName(variants: { data: Buffer }[]): string {
  const hash = createHash('sha256');
  for (const variant of variants) hash.update(variant.data);
  return `upload.${hash.digest('hex').slice(0, HASH_LENGTH)}`;
}

export function createImageStorage(files: FileStore): ImageStorage {
  return {
    async putImage(buffer) {
      const variants = await encodeVariants(buffer);
      const base = contentBaseName(variants);
      // Variants first: once the main URL exists, its srcset files exist too.
      const ordered = [...variants.filter((v) => v.width !== null), ...variants.filter((v) => v.width === null)];
      let url = '';
      for (const variant of ordered) {
        const written = await files.write(variant.width === null ? `${base}.webp` : `${base}-${variant.width}w.webp`, variant.data);
        if (variant.width === null) url = written;
      }
      return url;
    },
  };
}
