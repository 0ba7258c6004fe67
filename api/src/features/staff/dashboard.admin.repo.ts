/** The overview's figures, computed by Postgres from the live tables. */
import type { BookingStatus, PaymentStatus } from '@safari/shared/enums';
import type { Dashboard } from '@safari/shared/admin-dashboard';
import type { Queryable } from '../../lib/db';
import { OVERDUE_BALANCE } from '../../lib/overdue.repo';

/** Revenue is money received less money returned: the ledger's USD equivalents, by the day they moved. */
const REVENUE = `coalesce(sum(e.usd), 0)`;

export interface DashboardRepo {
  load(options: { months: number; latest: number }): Promise<Dashboard>;
}

export function createDashboardRepo(db: Queryable): DashboardRepo {
  return {
    async load({ months, latest }) {
      const totals = await db.query<{ users: number; tours: number; bookings: number; revenue: string; unanswered: number; overdue: number }>(
        `select (select count(*)::int from users) as users,
                (select count(*)::int from tours where deleted_at is null) as tours,
                (select count(*)::int from bookings) as bookings,
                (select ${REVENUE} from ledger_entries e)::text as revenue,
                (select count(*)::int from enquiries where handled_at is null) as unanswered,
                (select count(*)::int from bookings b where ${OVERDUE_BALANCE}) as overdue`,
      );
      // Months in UTC, the current one last; months without bookings come out as zeros.
      const perMonth = await db.query<{ month: string; label: string; bookings: number; revenue: string }>(
        `with series as (
           select generate_series(
                    date_trunc('month', now() at time zone 'UTC') - make_interval(months => $1::int - 1),
                    date_trunc('month', now() at time zone 'UTC'),
                    interval '1 month') as start
         )
         select to_char(s.start, 'YYYY-MM') as month, to_char(s.start, 'Mon') as label,
                (select count(*)::int from bookings b
                  where b.created_at >= s.start at time zone 'UTC' and b.created_at < (s.start + interval '1 month') at time zone 'UTC') as bookings,
                (select ${REVENUE} from ledger_entries e
                  where e.created_at >= s.start at time zone 'UTC' and e.created_at < (s.start + interval '1 month') at time zone 'UTC')::text as revenue
         from series s
         order by s.start`,
        [months],
      );
      const bookings = await db.query<{
        id: string;
        reference: string;
        tour_name: string;
        contact_name: string;
        contact_email: string;
        travel_date: string;
        amount: string;
        status: BookingStatus;
        payment_status: PaymentStatus;
        created_at: Date;
      }>(
        `select id, reference, tour_name, contact_name, contact_email, to_char(travel_date, 'YYYY-MM-DD') as travel_date,
                amount::text, status, payment_status, created_at
         from bookings order by created_at desc, id limit $1`,
        [latest],
      );
      const row = totals.rows[0];
      return {
        totals: {
          users: row?.users ?? 0,
          tours: row?.tours ?? 0,
          bookings: row?.bookings ?? 0,
          revenue: Number(row?.revenue ?? 0),
        },
        months: perMonth.rows.map((month) => ({ ...month, revenue: Number(month.revenue) })),
        latestBookings: bookings.rows.map((booking) => ({
          id: booking.id,
          reference: booking.reference,
          tourName: booking.tour_name,
          customerName: booking.contact_name,
          email: booking.contact_email,
          travelDate: booking.travel_date,
          amount: Number(booking.amount),
          status: booking.status,
          paymentStatus: booking.payment_status,
          createdAt: booking.created_at.toISOString(),
        })),
        unansweredEnquiries: row?.unanswered ?? 0,
        overdueBalances: row?.overdue ?? 0,
      };
    },
  };
}
