/** Rows inserted straight into a test database. */
import type { Queryable } from '../src/lib/db';

export interface TourFixture {
  slug: string;
  name?: string;
  description?: string;
  location?: string;
  durationDays?: number | null;
  price?: number | null;
  pricing?: Record<string, number> | null;
  image?: string;
  images?: string[];
  itinerary?: { period: string; activity: string }[];
  tags?: string[];
  tourType?: string;
  rating?: number;
  isFeatured?: boolean;
  isExclusive?: boolean;
  isPopular?: boolean;
  isPublished?: boolean;
  deleted?: boolean;
}

/** Inserts a tour with its images and itinerary; returns its id. */
export async function insertTour(db: Queryable, tour: TourFixture): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into tours (slug, name, description, location, duration_days, price, pricing, image, tags, tour_type,
                        rating, is_featured, is_exclusive, is_popular, is_published, deleted_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, case when $16 then now() end)
     returning id`,
    [
      tour.slug,
      tour.name ?? `Tour ${tour.slug}`,
      tour.description ?? 'A fixture tour.',
      tour.location ?? 'Masai Mara',
      tour.durationDays === undefined ? 3 : tour.durationDays,
      tour.price === undefined ? 999 : tour.price,
      tour.pricing ? JSON.stringify(tour.pricing) : null,
      tour.image ?? `${tour.slug}.webp`,
      tour.tags ?? ['wildlife'],
      tour.tourType ?? 'wildlife',
      tour.rating ?? 4.5,
      tour.isFeatured ?? false,
      tour.isExclusive ?? false,
      tour.isPopular ?? false,
      tour.isPublished ?? true,
      tour.deleted ?? false,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('tour fixture not inserted');
  for (const [position, file] of (tour.images ?? []).entries()) {
    await db.query('insert into tour_images (tour_id, position, file) values ($1, $2, $3)', [id, position, file]);
  }
  for (const [position, item] of (tour.itinerary ?? []).entries()) {
    await db.query('insert into tour_itinerary (tour_id, position, period, activity) values ($1, $2, $3, $4)', [
      id,
      position,
      item.period,
      item.activity,
    ]);
  }
  return id;
}
