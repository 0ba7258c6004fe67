/** `POST /api/upload` and `POST /api/upload/multiple` (staff): multipart images in memory, 10 MB and 10 files at most. Mount at /api. */
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { apiErrorSchema } from '@safari/shared/api-error';
import { UPLOAD_ROLES } from '@safari/shared/staff';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MESSAGES, uploadMultipleResultSchema, uploadResultSchema } from '@safari/shared/upload';
import { currentUser, type Auth } from '../../lib/auth';
import { AppError, ValidationError } from '../../lib/errors';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { UploadsService } from './uploads.service';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: UPLOAD_MAX_FILES + 10 },
});

/** What a multipart body that cannot be read at all is answered with. */
const MALFORMED_UPLOAD = 'The upload could not be read. Please send the file again.';

/**
 * Multer's own errors as the API's: too large is 413 with the spec's text, the rest 400. Anything
 * else it passes on is busboy refusing the body itself (no or another boundary, a broken part
 * header, a NUL in a name, a body cut short): the client's mistake, so 400 as well, never a 500.
 */
function receiving(middleware: RequestHandler, field: string, many: boolean, tooManyMessage: string = UPLOAD_MESSAGES.tooMany): RequestHandler {
  return (req, res, next) => {
    middleware(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          next(new AppError(UPLOAD_MESSAGES.tooLarge, 413));
          return;
        }
        // The field's own name again means one file too many: more than 10, or a second on /upload.
        const tooMany = error.code === 'LIMIT_FILE_COUNT' || (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === field);
        const message = tooMany
          ? many
            ? tooManyMessage
            : 'Send one image at a time (or use /api/upload/multiple).'
          : error.code === 'LIMIT_UNEXPECTED_FILE'
            ? `Send the image in the multipart field '${field}'.`
            : 'Invalid upload.';
        next(new ValidationError({ [field]: message }, message));
        return;
      }
      next(error instanceof AppError ? error : new ValidationError({ [field]: MALFORMED_UPLOAD }, MALFORMED_UPLOAD));
    });
  };
}

/** A multipart body with at most one image in `field` (10 MB) and its text fields, for another feature's route. */
export function singleImageBody(field: string): RequestHandler {
  return receiving(upload.single(field), field, false);
}

/** A multipart body with at most `max` images in `field` (10 MB each) and its text fields, for another feature's route. */
export function imagesBody(field: string, max: number, tooManyMessage: string): RequestHandler {
  const reader = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: max, fields: 10, parts: max + 10 } });
  return receiving(reader.array(field, max), field, true, tooManyMessage);
}

export function uploadsRouter(deps: { service: UploadsService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  // Before multer: a request without the right to upload is refused before its body is read.
  const guard = auth.requireRole(...UPLOAD_ROLES);
  const error = docs.component('ApiError', apiErrorSchema);
  const failures = {
    400: { description: `Not a JPEG, PNG, WebP or AVIF image ('${UPLOAD_MESSAGES.notImage}'), or no file`, schema: error },
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not staff', schema: error },
    413: { description: `A file over 10 MB ('${UPLOAD_MESSAGES.tooLarge}')`, schema: error },
  };

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/upload',
    summary: "Upload one image (multipart field 'file'); stored as WebP with 800w and 400w variants",
    description: 'multipart/form-data with one file in the field `file`. The type is read from the content, never the name.',
    tags: ['admin'],
    auth: true,
    responses: { 200: { description: 'Its URL', schema: docs.component('UploadResult', uploadResultSchema) }, ...failures },
    before: [guard, receiving(upload.single('file'), 'file', false)],
    handler: async (req, res) => {
      const [url = ''] = await service.storeImages(currentUser(req), 'file', req.file ? [req.file.buffer] : []);
      res.json({ url });
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/upload/multiple',
    summary: "Upload up to 10 images (multipart field 'images'); each stored as WebP with 800w and 400w variants",
    description: 'multipart/form-data with up to 10 files in the field `images`. All are stored, or none when one is refused.',
    tags: ['admin'],
    auth: true,
    responses: { 200: { description: 'Their URLs, in order', schema: docs.component('UploadMultipleResult', uploadMultipleResultSchema) }, ...failures },
    before: [guard, receiving(upload.array('images', UPLOAD_MAX_FILES), 'images', true)],
    handler: async (req, res) => {
      const files = Array.isArray(req.files) ? req.files : [];
      const images = await service.storeImages(currentUser(req), 'images', files.map((file) => file.buffer));
      res.json({ images });
    },
  });

  return router;
}
