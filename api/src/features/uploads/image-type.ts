/**
 * The type of an uploaded file from its first bytes, never from its name or the browser's
 * Content-Type: only JPEG, PNG, WebP and AVIF count as images (SVG is XML and can carry scripts).
 */
import type { UPLOAD_IMAGE_TYPES } from '@safari/shared/upload';

export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const ascii = (buffer: Buffer, start: number, end: number) => buffer.toString('latin1', start, end);

export function detectImageType(buffer: Buffer): UploadImageType | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buffer.length >= 12 && ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a 'ftyp' box whose major or compatible brands include avif/avis.
  if (buffer.length >= 16 && ascii(buffer, 4, 8) === 'ftyp') {
    const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length, 256);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      const brand = ascii(buffer, offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return 'image/avif';
    }
  }
  return null;
}

/** The format names sharp reports for each accepted type. */
export const SHARP_FORMATS: Record<UploadImageType, readonly string[]> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['heif', 'avif'],
};
