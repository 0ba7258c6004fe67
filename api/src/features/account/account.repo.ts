/** Data access for the signed-in traveller's own account: details, bookings and wishlist. */
import type { AccountProfile, MyBooking, WishlistItem } from '@safari/shared/account';
import type { BookingStatus, PaymentMethod, PaymentStatus, PayMode, Role } from '@safari/shared/enums';
import type { Currency } from '@safari/shared/money-rules';
import type { Queryable } from '../../lib/db';

interface ProfileRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  avatar: string;
  email_verified: boolean;
}

interface MyBookingRow {
  id: string;
  reference: string;
  tour_id: string;
  tour_name: string;
  tour_slug: string;
  travel_date: string;
  adults: number;
  children: number;
  status: BookingStatus;
  payment_status: PaymentStatus;
  amount: string;
  currency: string;
  payment_method: PaymentMethod | null;
  pay_mode: PayMode | null;
  deposit_amount: string;
  balance_due_date: string;
  paid: string;
  refunded: string;
  created_at: Date;
}

/** One of the account's bookings with the sums of its ledger (booking currency), before the totals are worked out. */
export type MyBookingRecord = Omit<MyBooking, 'totals'> & { paid: number; refunded: number };

const PROFILE_COLUMNS = 'id, name, email, phone, role, avatar, email_verified_at is not null as email_verified';

function toProfile(row: ProfileRow): AccountProfile {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, role: row.role, avatar: row.avatar, emailVerified: row.email_verified };
}

export interface AccountRepo {
  findProfile(userId: string): Promise<AccountProfile | null>;
  updateProfile(userId: string, input: { name: string; phone: string }): Promise<AccountProfile | null>;
  findPasswordHash(userId: string): Promise<string | null>;
  /** Replaces the password and bumps the token version (other sessions end); returns the new version. */
  setPassword(userId: string, passwordHash: string): Promise<number | null>;
  /** The account's bookings, the next trip first, then past ones. */
  listBookings(userId: string): Promise<MyBookingRecord[]>;
  listWishlist(userId: string): Promise<WishlistItem[]>;
  /** Adds the tours that exist and are not saved yet; unknown tours are skipped. */
  addToWishlist(userId: string, tourIds: readonly string[]): Promise<void>;
  removeFromWishlist(userId: string, tourId: string): Promise<void>;
}

export function createAccountRepo(db: Queryable): AccountRepo {
  return {
    async findProfile(userId) {
      const { rows } = await db.query<ProfileRow>(`select ${PROFILE_COLUMNS} from users where id = $1`, [userId]);
      return rows[0] ? toProfile(rows[0]) : null;
    },
    async updateProfile(userId, { name, phone }) {
      const { rows } = await db.query<ProfileRow>(`update users set name = $2, phone = $3 where id = $1 returning ${PROFILE_COLUMNS}`, [userId, name, phone]);
      return rows[0] ? toProfile(rows[0]) : null;
    },
    async findPasswordHash(userId) {
      const { rows } = await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
      return rows[0]?.password_hash ?? null;
    },
    async setPassword(userId, passwordHash) {
      const { rows } = await db.query<{ token_version: number }>(
        'update users set password_hash = $2, token_version = token_version + 1 where id = $1 returning token_version',
        [userId, passwordHash],
      );
      return rows[0]?.token_version ?? null;
    },
    async listBookings(userId) {
      const { rows } = await db.query<MyBookingRow>(
        `select b.id, b.reference, b.tour_id, b.tour_name, t.slug as tour_slug, to_char(b.travel_date, 'YYYY-MM-DD') as travel_date,
                b.adults, b.children, b.status, b.payment_status, b.amount, b.currency, b.payment_method, b.pay_mode, b.created_at,
                b.deposit_amount, to_char(b.balance_due_date, 'YYYY-MM-DD') as balance_due_date, l.paid, l.refunded
           from bookings b join tours t on t.id = b.tour_id
           -- What the ledger adds up to in the booking's currency: money in, and money given back (positive).
           cross join lateral (
             select coalesce(sum(e.booking_amount) filter (where e.kind = 'payment' or (e.kind = 'adjustment' and e.booking_amount > 0)), 0) as paid,
                    coalesce(-sum(e.booking_amount) filter (where e.kind = 'refund' or (e.kind = 'adjustment' and e.booking_amount < 0)), 0) as refunded
               from ledger_entries e where e.booking_id = b.id
           ) l
          where b.user_id = $1
          order by (b.travel_date < current_date), case when b.travel_date >= current_date then b.travel_date end asc,
                   b.travel_date desc, b.created_at desc
          limit 500`,
        [userId],
      );
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        tour: { id: row.tour_id, name: row.tour_name, slug: row.tour_slug },
        date: row.travel_date,
        adults: row.adults,
        children: row.children,
        status: row.status,
        paymentStatus: row.payment_status,
        amount: Number(row.amount),
        currency: row.currency.trim() as Currency,
        method: row.payment_method,
        payMode: row.pay_mode,
        depositAmount: Number(row.deposit_amount),
        balanceDueDate: row.balance_due_date,
        paid: Number(row.paid),
        refunded: Number(row.refunded),
        createdAt: row.created_at.toISOString(),
      }));
    },
    async listWishlist(userId) {
      const { rows } = await db.query<{ tour_id: string; added_at: Date }>(
        'select tour_id, added_at from wishlist_items where user_id = $1 order by added_at desc, tour_id',
        [userId],
      );
      return rows.map((row) => ({ tourId: row.tour_id, addedAt: row.added_at.toISOString() }));
    },
    async addToWishlist(userId, tourIds) {
      if (!tourIds.length) return;
      await db.query(
        `insert into wishlist_items (user_id, tour_id)
         select $1, t.id from tours t where t.id = any($2::uuid[])
         on conflict (user_id, tour_id) do nothing`,
        [userId, [...tourIds]],
      );
    },
    async removeFromWishlist(userId, tourId) {
      await db.query('delete from wishlist_items where user_id = $1 and tour_id = $2', [userId, tourId]);
    },
  };
}
