/** Image uploads for the staff editors: checked by content, re-encoded, stored, audited. */
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_ROLES } from '@safari/shared/staff';
import { UPLOAD_MESSAGES } from '@safari/shared/upload';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { MAX_INPUT_PIXELS, type ImageStorage } from './image-storage';
import { detectImageType, SHARP_FORMATS } from './image-type';

export interface UploadsService {
  /** Stores every file (all or none are accepted) and answers their URLs in order. */
  storeImages(actor: AuthUser | undefined, field: string, files: Buffer[]): Promise<string[]>;
}

const TOO_MANY_PIXELS = 'The image is too large (at most 50 megapixels).';

async function assertImage(field: string, buffer: Buffer): Promise<void> {
  const notImage = () => new ValidationError({ [field]: UPLOAD_MESSAGES.notImage }, UPLOAD_MESSAGES.notImage);
  const type = detectImageType(buffer);
  if (!type) throw notImage();
  // The first bytes can lie: the decoder must agree, and refuse what it cannot read.
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  if (!metadata.format || !SHARP_FORMATS[type].includes(metadata.format)) throw notImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ValidationError({ [field]: TOO_MANY_PIXELS }, TOO_MANY_PIXELS);
  }
}

/** One image checked by content, re-encoded and stored, for another feature (a profile's avatar): its URL. */
export async function storeImage(storage: ImageStorage, field: string, file: Buffer): Promise<string> {
  await assertImage(field, file);
  try {
    return await storage.putImage(file);
  } catch {
    throw new ValidationError({ [field]: UPLOAD_MESSAGES.notImage }, UPLOAD_MESSAGES.notImage);
  }
}

export function createUploadsService(deps: { storage: ImageStorage; audit: AuditRepo }): UploadsService {
  const { storage, audit } = deps;
  return {
    async storeImages(actor, field, files) {
      if (!actor) throw new UnauthorizedError();
      if (!UPLOAD_ROLES.some((role) => role === actor.role)) throw new ForbiddenError();
      if (files.length === 0) throw new ValidationError({ [field]: UPLOAD_MESSAGES.noFile }, UPLOAD_MESSAGES.noFile);
      for (const file of files) await assertImage(field, file);
      const urls: string[] = [];
      for (const file of files) {
        try {
          urls.push(await storage.putImage(file));
        } catch {
          // Passed the checks but the decoder failed on the body (a truncated or corrupt picture).
          throw new ValidationError({ [field]: UPLOAD_MESSAGES.notImage }, UPLOAD_MESSAGES.notImage);
        }
      }
      // One entry per stored image, named by its file: the image is the record ('after'); nothing was there before.
      for (const url of urls) {
        const entityId = url.replace(/^.*\//, '').replace(/\.webp$/, '');
        await audit.record({ actorId: actor.id, action: 'upload', entity: 'upload', entityId, details: { url }, after: { url } });
      }
      return urls;
    },
  };
}
