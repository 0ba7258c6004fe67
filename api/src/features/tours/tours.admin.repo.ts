/** Data access for the staff side of tours: every tour not deleted, published or not. */
import type { AdminTour, AdminTourListQuery, AdminTourSort, AdminTourSummary, TourInput } from '@safari/shared/admin-tours';
import type { TourSchedule } from '@safari/shared/departures';
import { resolvePrice, type Tour } from '@safari/shared/tour';
import type { Queryable } from '../../lib/db';
import { TOUR_COLUMNS, TOURS_FROM, toTour, type TourRow } from './tours.repo';

interface AdminTourRow extends TourRow {
  bookings_count: number;
  schedule: TourSchedule;
}

const SELECT_ADMIN_TOURS = `
  select ${TOUR_COLUMNS}, t.schedule,
         (select count(*)::int from bookings b where b.tour_id = t.id) as bookings_count
  ${TOURS_FROM}`;

const SORTS: Record<AdminTourSort | 'default', string> = {
  'price-asc': 't.price asc nulls last, t.name, t.id',
  'price-desc': 't.price desc nulls last, t.name, t.id',
  'duration-asc': 't.duration_days asc nulls last, t.name, t.id',
  'duration-desc': 't.duration_days desc nulls last, t.name, t.id',
  default: 't.created_at desc, t.name, t.id',
};

/** The staff see the price a tour's pricing resolves to when the price column is empty. */
const priceOf = (row: TourRow) => resolvePrice(row.price === null ? null : Number(row.price), row.pricing);

const toAdminTour = (row: TourRow): Tour => ({ ...toTour(row), price: priceOf(row) });

function toSummary(row: AdminTourRow): AdminTourSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    duration: row.duration_days,
    price: priceOf(row),
    image: row.image,
    description: row.description,
    tourType: row.tour_type,
    rating: Number(row.rating),
    isPublished: row.is_published,
    isFeatured: row.is_featured,
    isExclusive: row.is_exclusive,
    isPopular: row.is_popular,
    bookingsCount: row.bookings_count,
    updatedAt: row.updated_at,
  };
}

/** Escapes LIKE wildcards so a search for '50%' means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ToursAdminRepo {
  list(query: AdminTourListQuery): Promise<{ items: AdminTourSummary[]; total: number }>;
  /** Distinct locations of tours not deleted. */
  listLocations(): Promise<string[]>;
  /** A tour not deleted, published or not, with its bookings count. */
  findById(id: string): Promise<(AdminTour & { bookingsCount: number }) | null>;
  /** Locks the tour's row until the transaction ends (no-op when there is none). */
  lock(id: string): Promise<void>;
  /** Serialises slug choice until the transaction ends, so two creates with one name cannot pick the same slug. */
  lockSlugs(): Promise<void>;
  /** Slugs already taken (deleted tours keep theirs) that start with `base`. */
  slugsLike(base: string): Promise<string[]>;
  create(slug: string, input: TourInput): Promise<string>;
  /** Replaces every editable field; false when there is no such tour (or it is deleted). */
  update(id: string, input: TourInput): Promise<boolean>;
  unpublish(id: string): Promise<void>;
  /** Soft delete: the row stays as a tombstone so the catalogue sync reports it in removedIds. */
  softDelete(id: string): Promise<void>;
}

export function createToursAdminRepo(db: Queryable): ToursAdminRepo {
  async function replaceChildren(id: string, input: TourInput): Promise<void> {
    await db.query('delete from tour_images where tour_id = $1', [id]);
    await db.query('delete from tour_itinerary where tour_id = $1', [id]);
    if (input.images.length) {
      await db.query(
        `insert into tour_images (tour_id, position, file)
         select $1, f.ord - 1, f.file from unnest($2::text[]) with ordinality as f(file, ord)`,
        [id, input.images],
      );
    }
    if (input.itinerary.length) {
      await db.query(
        `insert into tour_itinerary (tour_id, position, period, activity)
         select $1, p.ord - 1, p.period, a.activity
         from unnest($2::text[]) with ordinality as p(period, ord)
         join unnest($3::text[]) with ordinality as a(activity, ord) using (ord)`,
        [id, input.itinerary.map((row) => row.period), input.itinerary.map((row) => row.activity)],
      );
    }
  }

  /** The tiers when the input has them (left out: kept); a tour with no tier left has none (null). */
  async function setPricing(id: string, { pricing }: TourInput): Promise<void> {
    if (pricing === undefined) return;
    const tiers = Object.fromEntries(Object.entries(pricing).filter(([, price]) => price !== undefined));
    await db.query('update tours set pricing = $2::jsonb where id = $1', [id, Object.keys(tiers).length > 0 ? JSON.stringify(tiers) : null]);
  }

  const fieldValues = (input: TourInput) => [
    input.name,
    input.description,
    input.location,
    input.duration,
    input.price,
    input.image,
    input.tags,
    input.highlights,
    input.inclusions,
    input.exclusions,
    input.tourType,
    input.rating,
    input.isFeatured,
    input.isExclusive,
    input.isPopular,
    input.isPublished,
    input.residentPriceKes ?? null,
    input.citizenPriceKes ?? null,
    input.depositPercent,
    input.balanceDueDays,
    JSON.stringify(input.cancellationPolicy),
    JSON.stringify(input.seasons),
    input.schedule ?? null,
  ];

  return {
    async list({ page, pageSize, q, location, sort }) {
      const conditions = ['t.deleted_at is null'];
      const values: unknown[] = [];
      if (q) {
        values.push(likePattern(q));
        conditions.push(`t.name ilike $${values.length}`);
      }
      if (location) {
        values.push(location);
        // 'Masai Mara' also finds 'Masai Mara, Kenya': places are stored with their country.
        conditions.push(`(lower(t.location) = lower($${values.length}) or lower(btrim(split_part(t.location, ',', 1))) = lower($${values.length}))`);
      }
      const where = conditions.join(' and ');
      const count = await db.query<{ total: number }>(`select count(*)::int as total from tours t where ${where}`, values);
      const total = count.rows[0]?.total ?? 0;
      const { rows } = await db.query<AdminTourRow>(
        `${SELECT_ADMIN_TOURS} where ${where} order by ${SORTS[sort ?? 'default']}
         limit $${values.length + 1} offset $${values.length + 2}`,
        [...values, pageSize, (page - 1) * pageSize],
      );
      return { items: rows.map(toSummary), total };
    },
    async listLocations() {
      const { rows } = await db.query<{ location: string }>(
        `select distinct location from tours where deleted_at is null and btrim(location) <> '' order by location`,
      );
      return rows.map((row) => row.location);
    },
    async findById(id) {
      const { rows } = await db.query<AdminTourRow>(`${SELECT_ADMIN_TOURS} where t.deleted_at is null and t.id = $1`, [id]);
      const row = rows[0];
      return row ? { ...toAdminTour(row), schedule: row.schedule, bookingsCount: row.bookings_count } : null;
    },
    async lock(id) {
      await db.query('select 1 from tours where id = $1 for update', [id]);
    },
    async lockSlugs() {
      await db.query(`select pg_advisory_xact_lock(hashtext('tours.slug'))`);
    },
    async slugsLike(base) {
      const { rows } = await db.query<{ slug: string }>(`select slug from tours where slug = $1 or slug like $2`, [
        base,
        `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`,
      ]);
      return rows.map((row) => row.slug);
    },
    async create(slug, input) {
      const { rows } = await db.query<{ id: string }>(
        `insert into tours (slug, name, description, location, duration_days, price, image, tags, highlights,
                            inclusions, exclusions, tour_type, rating, is_featured, is_exclusive, is_popular, is_published,
                            resident_price_kes, citizen_price_kes, deposit_percent, balance_due_days, cancellation_policy, seasons, schedule)
         values ($24, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, coalesce($23, 'on_request'))
         returning id`,
        [...fieldValues(input), slug],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('tour not inserted');
      await setPricing(id, input);
      await replaceChildren(id, input);
      return id;
    },
    async update(id, input) {
      const { rowCount } = await db.query(
        `update tours set name = $1, description = $2, location = $3, duration_days = $4, price = $5, image = $6,
                tags = $7, highlights = $8, inclusions = $9, exclusions = $10, tour_type = $11, rating = $12,
                is_featured = $13, is_exclusive = $14, is_popular = $15, is_published = $16,
                resident_price_kes = $17, citizen_price_kes = $18, deposit_percent = $19, balance_due_days = $20,
                cancellation_policy = $21, seasons = $22, schedule = coalesce($23, schedule)
         where id = $24 and deleted_at is null`,
        [...fieldValues(input), id],
      );
      if (!rowCount) return false;
      await setPricing(id, input);
      await replaceChildren(id, input);
      return true;
    },
    async unpublish(id) {
      await db.query('update tours set is_published = false where id = $1', [id]);
    },
    async softDelete(id) {
      await db.query('update tours set deleted_at = now() where id = $1 and deleted_at is null', [id]);
    },
  };
}
