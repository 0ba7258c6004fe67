/**
 * Receipts: the numbered receipt of each payment and refund of a booking's ledger, as a printable
 * page and a PDF (`/api/bookings/{id}/receipts/…`).
 */
import { Router } from 'express';
import type { Auth } from '../../lib/auth';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createReceiptsRepo } from './receipts.repo';
import { receiptsRouter } from './receipts.routes';
import { createReceiptsService } from './receipts.service';

export function receiptsFeature(deps: FeatureDeps & { auth: Auth }): Feature {
  const service = createReceiptsService({ repo: createReceiptsRepo(deps.pool) });
  return { router: Router().use(receiptsRouter({ service, auth: deps.auth, docs: deps.docs })) };
}
