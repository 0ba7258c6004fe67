/**
 * Accounts: the signed-in traveller's own, `/api/users/me/…` (profile, password, bookings, wishlist),
 * and the staff's view of them all: the Users section (`/api/users`, admins) and the Profile section
 * (`PUT /api/users/update-profile`, admins and moderators). The avatar goes through the uploads
 * feature's image pipeline, which app.ts hands in as a port.
 */
import { Router, type RequestHandler } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import { createUsersRepo } from './account.admin.repo';
import { usersRouter } from './account.admin.routes';
import { createUsersService, type ImageStore } from './account.admin.service';
import { createAccountRepo } from './account.repo';
import { accountRouter } from './account.routes';
import { createAccountService } from './account.service';

/** What the staff side needs from the uploads feature. */
export interface ImagesPort extends ImageStore {
  /** Reads a multipart body with at most one image in `field` (10 MB), its text fields into req.body. */
  singleImage(field: string): RequestHandler;
}

export function accountFeature({ pool, docs, auth, images, notifications }: FeatureDeps & { auth: Auth; images: ImagesPort; notifications: NotificationsPort }): Feature {
  const service = createAccountService({ repo: createAccountRepo(pool), auth });
  const store = createStore(pool, (db) => ({ users: createUsersRepo(db), audit: createAuditRepo(db), outbox: notifications.outbox(db) }));
  const users = createUsersService({ store, auth, images });
  const router = Router();
  router.use(accountRouter({ service, auth, docs }));
  router.use(usersRouter({ service: users, auth, docs, singleImage: (field) => images.singleImage(field) }));
  return { router };
}
