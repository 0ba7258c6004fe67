import { z } from 'zod';

/** Largest image file accepted (10 MB, spec). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Most files in one multiple upload, and most additional images of a tour (spec). */
export const UPLOAD_MAX_FILES = 10;
/** Image types accepted, decided from the file's content, never its name. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** Width of the stored original (larger images are scaled down) and of its responsive variants. */
export const UPLOAD_MAX_WIDTH = 1600;
export const UPLOAD_VARIANT_WIDTHS = [800, 400] as const;

/** Texts of the upload checks (spec: the Add Tour and Edit Tour forms word them differently). */
export const UPLOAD_MESSAGES = {
  notImage: 'Only image files are allowed.',
  tooLarge: 'Max size is 10MB.',
  editNotImage: 'Only images allowed.',
  editTooLarge: 'Max size 10MB.',
  tooMany: `At most ${UPLOAD_MAX_FILES} images at once.`,
  noFile: 'Choose an image to upload.',
} as const;

/**
 * Answer of `POST /api/upload` (multipart field `file`). `url` is `/uploads/upload.<hash>.webp`
 * (named by content); the 800 and 400 px variants sit beside it as `upload.<hash>-800w.webp` and `-400w.webp`.
 */
export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Answer of `POST /api/upload/multiple` (multipart field `images`, up to 10 files): their URLs in order. */
export const uploadMultipleResultSchema = z.object({ images: z.array(z.string()) });
export type UploadMultipleResult = z.infer<typeof uploadMultipleResultSchema>;

/** The URL of one responsive variant of an uploaded (or seed) WebP image; other URLs have none. */
export function imageVariantUrl(url: string, width: number): string | null {
  if (!url.startsWith('/uploads/') || !url.endsWith('.webp')) return null;
  return `${url.slice(0, -'.webp'.length)}-${width}w.webp`;
}

export const IMAGE_REF_MESSAGE = 'Image must be an uploaded image or an http(s) address.';

/**
 * An image reference stored with a tour or post: '' (none), an uploaded file (`/uploads/…` or the
 * bare file name the seed data uses) or an absolute http(s) URL.
 */
export const imageRefSchema = z
  .string()
  .trim()
  .max(1000, IMAGE_REF_MESSAGE)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^(\/uploads\/)?[\w-]+(\.[\w-]+)*$/.test(value),
    IMAGE_REF_MESSAGE,
  );
