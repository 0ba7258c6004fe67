/** The signed-in traveller's own account: `/api/users/me/…` (profile, password, bookings, wishlist). */
import { Router } from 'express';
import type { Auth } from '../../lib/auth';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createAccountRepo } from './account.repo';
import { accountRouter } from './account.routes';
import { createAccountService } from './account.service';

export function accountFeature({ pool, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  const service = createAccountService({ repo: createAccountRepo(pool), auth });
  return { router: Router().use('/users/me', accountRouter({ service, auth, docs })) };
}
