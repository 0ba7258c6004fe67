import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import ExploreIcon from '@mui/icons-material/ExploreOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Dashboard, DashboardBooking } from '@safari/shared/admin-dashboard';
import { formatDate, formatUsd } from '@safari/shared/format';
import { formatMoney } from '@safari/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDashboard } from '../api/admin-api';
import { LoadError, visuallyHidden } from '../components/panel-states';

const count = new Intl.NumberFormat('en-US');
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

function StatCard({ label, value, icon }: { label: string; value: string | null; icon: ReactNode }) {
  return (
    <Card component="section" aria-label={label} sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box aria-hidden="true" sx={{ width: 48, height: 48, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main', flexShrink: 0 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" sx={{ fontSize: 14, fontWeight: 600, color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography data-testid="stat-value" sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
          {value ?? <Skeleton width={80} />}
        </Typography>
      </Box>
    </Card>
  );
}

/** A chart with a visible title, and its figures as a table for screen readers too. */
function ChartCard({ title, months, field, children }: { title: string; months: Dashboard['months']; field: 'bookings' | 'revenue'; children: ReactNode }) {
  return (
    <Card component="figure" sx={{ m: 0, p: 2.5, minWidth: 0 }}>
      <Typography component="figcaption" variant="h2">
        {title}
      </Typography>
      <Box sx={{ height: 280, mt: 1 }}>
        {children}
      </Box>
      {/* A table ignores a 1 px width: the hidden box around it does not. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}, last 6 months</caption>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{month.label}</th>
                <td>{field === 'revenue' ? formatUsd(month.revenue) : month.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Card>
  );
}

const linkCardSx = { display: 'block', color: 'inherit', textDecoration: 'none', borderRadius: 4, '&:hover .MuiCard-root': { boxShadow: 4 } } as const;

const STATUS_COLORS = { pending: 'warning', confirmed: 'success', canceled: 'default' } as const;

function LatestBookings({ bookings }: { bookings: DashboardBooking[] }) {
  return (
    <Card component="section" aria-labelledby="latest-bookings" sx={{ p: 2.5, minWidth: 0 }}>
      <Typography id="latest-bookings" variant="h2">
        Latest bookings
      </Typography>
      {bookings.length === 0 ? (
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>No bookings yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {bookings.map((booking) => (
            <Box component="li" key={booking.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{booking.tourName}</Typography>
                <Typography sx={{ fontSize: 14, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {booking.customerName} · {booking.reference} · travels {formatDate(booking.travelDate)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatUsd(booking.amount)}</Typography>
              <Chip size="small" label={booking.status} color={STATUS_COLORS[booking.status]} variant="outlined" sx={{ textTransform: 'capitalize', minWidth: 88 }} />
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}

/** `/admin`: totals, the last six months and what needs attention, all from the database. */
export default function Overview() {
  const { data, error, refetch } = useDashboard();
  const theme = useTheme();
  if (error) return <LoadError error={error} what="the overview" onRetry={() => void refetch()} />;
  const totals = data?.totals;
  const months = data?.months ?? [];
  const labels = months.map((month) => month.label);
  // An empty chart still gets a readable scale (0–5) instead of a single squeezed zero.
  const noBookings = months.every((month) => month.bookings === 0);
  const noRevenue = months.every((month) => month.revenue === 0);
  const axisColor = theme.palette.text.secondary;
  const chartSx = { '& .MuiChartsAxis-tickLabel': { fill: axisColor }, '& .MuiChartsAxis-line, & .MuiChartsAxis-tick': { stroke: theme.palette.divider } };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <StatCard label="Total Users" value={totals ? count.format(totals.users) : null} icon={<PeopleIcon />} />
        <StatCard label="Total Tours" value={totals ? count.format(totals.tours) : null} icon={<ExploreIcon />} />
        <StatCard label="Total Bookings" value={totals ? count.format(totals.bookings) : null} icon={<EventNoteIcon />} />
        {/* To the cent: money received less refunds, so that a payment moves it by exactly its dollar equivalent. */}
        <StatCard label="Total Revenue ($)" value={totals ? formatMoney(totals.revenue, 'USD') : null} icon={<PaidIcon />} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartCard title="Bookings Trend" months={months} field="bookings">
          {data && (
            <LineChart
              xAxis={[{ scaleType: 'point', data: labels }]}
              yAxis={[{ tickMinStep: 1, min: 0, max: noBookings ? 5 : undefined, valueFormatter: (value: number) => count.format(value) }]}
              series={[{ data: months.map((month) => month.bookings), label: 'Bookings', color: theme.palette.primary.main, area: false }]}
              hideLegend
              sx={chartSx}
            />
          )}
        </ChartCard>
        <ChartCard title="Revenue Growth" months={months} field="revenue">
          {data && (
            <BarChart
              xAxis={[{ scaleType: 'band', data: labels }]}
              yAxis={[{ min: 0, max: noRevenue ? 1000 : undefined, width: 64, valueFormatter: (value: number) => compactUsd.format(value) }]}
              series={[{ data: months.map((month) => month.revenue), label: 'Revenue (USD)', color: theme.palette.secondary.main, valueFormatter: (value) => formatUsd(value ?? 0) }]}
              hideLegend
              borderRadius={6}
              sx={chartSx}
            />
          )}
        </ChartCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        {data ? <LatestBookings bookings={data.latestBookings} /> : <Skeleton variant="rounded" height={240} />}
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box component={Link} to="/admin/enquiries" sx={linkCardSx}>
            <StatCard label="Unanswered enquiries" value={data ? count.format(data.unansweredEnquiries) : null} icon={<MarkEmailUnreadIcon />} />
          </Box>
          <Box component={Link} to="/admin/bookings?overdue=1" sx={linkCardSx}>
            <StatCard label="Overdue balances" value={data ? count.format(data.overdueBalances) : null} icon={<ScheduleIcon />} />
          </Box>
          <Card sx={{ p: 2.5 }}>
            <Typography variant="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <ArticleIcon aria-hidden="true" /> Figures
            </Typography>
            <Typography sx={{ mt: 1, fontSize: 14, color: 'text.secondary', lineHeight: 1.6 }}>
              Revenue is the money received less the money refunded, in US dollars at the rate each was recorded at. Overdue balances are bookings whose deposit is paid and whose balance is past its due date. Charts show the last six months, this month included.
            </Typography>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
