import { z } from 'zod';
import { tourListSchema } from './tour';

/**
 * Answer of `GET /api/tours`: the `{ items, total }` of {@link tourListSchema} plus `removedIds`.
 * With `updatedSince`, `items` holds the published tours changed after that instant and
 * `removedIds` the tours deleted or unpublished after it (drop them from the local store);
 * without it, `items` is the whole catalogue and `removedIds` is empty.
 */
export const tourSyncListSchema = tourListSchema.extend({
  removedIds: z.array(z.string()),
});
export type TourSyncList = z.infer<typeof tourSyncListSchema>;

/**
 * The same answer with its items left unchecked, for a client that checks them one by one
 * (`tourSchema` from ./tour each, in slices between which the browser can paint): 200 tours checked in
 * one go hold a slow phone's main thread for about 40 ms.
 */
export const tourSyncEnvelopeSchema = tourSyncListSchema.extend({
  items: z.array(z.unknown()),
});

/** The same answer read for its tours' ids only: all the tours list's date filter needs. */
export const tourIdListSchema = z.object({
  items: z.array(z.object({ id: z.string() })),
});
