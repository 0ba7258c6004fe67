import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminDeparture } from '@safari/shared/departures';
import { formatDate, formatMonth } from '@safari/shared/format';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useBookableTours } from '../api/bookings-api';
import { LoadError, visuallyHidden } from '../components/panel-states';
import { useSession } from '../../../lib/session';
import { readDraft } from '../lib/drafts';
import { touchTargets } from '../lib/touch-targets';
import { addMonths, departureState, monthOf, monthRange, monthWeeks, WEEK_DAYS } from './calendar';
import { CREATE_FORM, DepartureCreateDialog } from './departure-create-dialog';
import { useDepartures } from './departures-api';

const STATE_COLORS = { success: 'success.main', warning: 'warning.main', default: 'text.disabled', error: 'error.main' } as const;

/** One departure, as a link to its screen: tour (unless one tour is shown), seats and state. */
function DepartureLink({ departure, showTour, compact }: { departure: AdminDeparture; showTour: boolean; compact: boolean }) {
  const state = departureState(departure);
  const cancelled = departure.status === 'cancelled';
  return (
    <Box
      component={RouterLink}
      to={`/admin/departures/${departure.id}`}
      sx={{
        display: 'block',
        minHeight: 44,
        px: 1,
        py: 0.75,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: STATE_COLORS[state.color],
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
        fontSize: compact ? 12.5 : 14,
        lineHeight: 1.35,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {formatDate(departure.date, { weekday: true })}:{' '}
      </Box>
      {showTour && (
        <Box component="span" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : undefined }}>
          {departure.tourName}
        </Box>
      )}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
        {departure.sold} sold · {departure.held} held
      </Box>
      <Box component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {departure.free} free
        </Box>
        {compact ? '' : ` of ${departure.seats}`} ·{' '}
        <Box component="span" sx={{ fontWeight: 600, color: state.color === 'default' ? 'text.secondary' : STATE_COLORS[state.color] }}>
          {state.label}
        </Box>
      </Box>
    </Box>
  );
}

/** Landscape: the month as a grid of weeks, Monday first. */
function MonthGrid({ month, byDate, showTour }: { month: string; byDate: Map<string, AdminDeparture[]>; showTour: boolean }) {
  return (
    <Box component="table" aria-label={`Departures in ${formatMonth(`${month}-01`)}`} sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', bgcolor: 'background.paper', borderRadius: 2 }}>
      <thead>
        <tr>
          {WEEK_DAYS.map((weekday) => (
            <Box component="th" key={weekday.day} scope="col" abbr={weekday.long} sx={{ py: 1, fontSize: 13, fontWeight: 700, color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}>
              {weekday.short}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) =>
              date ? (
                <Box component="td" key={date} sx={{ verticalAlign: 'top', border: 1, borderColor: 'divider', p: 0.75, height: 96 }}>
                  <Typography component="span" sx={{ display: 'block', fontSize: 13, fontWeight: 700, mb: 0.5 }} aria-hidden="true">
                    {Number(date.slice(8))}
                  </Typography>
                  <Box sx={{ display: 'grid', gap: 0.5 }}>
                    {(byDate.get(date) ?? []).map((departure) => (
                      <DepartureLink key={departure.id} departure={departure} showTour={showTour} compact />
                    ))}
                  </Box>
                </Box>
              ) : (
                <Box component="td" key={`blank-${index}`} sx={{ border: 1, borderColor: 'divider', bgcolor: 'action.hover' }} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** Portrait: the days that have departures, one after the other. */
function DayList({ byDate, showTour }: { byDate: Map<string, AdminDeparture[]>; showTour: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {[...byDate.entries()].map(([date, departures]) => (
        <Box component="section" key={date} aria-label={formatDate(date, { weekday: true })}>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {formatDate(date, { weekday: true })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
            {departures.map((departure) => (
              <DepartureLink key={departure.id} departure={departure} showTour={showTour} compact={false} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** `/admin/departures`: a month of departures across all tours or one, with sold, held and free seats. */
export default function DeparturesPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const month = monthOf(params.get('month'));
  const tourId = params.get('tour') ?? '';
  const range = monthRange(month);
  const list = useDepartures({ ...range, ...(tourId ? { tourId } : {}) });
  const tours = useBookableTours();
  // Typed work in Add departures survives the console going offline: the dialog opens again with it.
  const user = useSession()?.user.id ?? 'signed-out';
  // A draft kept on this tablet (a reload, a crash): the form opens again and offers it.
  const [adding, setAdding] = useState(() => readDraft({ user, form: CREATE_FORM, record: null }) !== null);

  const setParam = (patch: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const tourOptions = useMemo(() => {
    const byId = new Map<string, string>();
    for (const tour of tours.data?.items ?? []) byId.set(tour.id, tour.name);
    for (const departure of list.data?.items ?? []) if (!byId.has(departure.tourId)) byId.set(departure.tourId, departure.tourName);
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [tours.data, list.data]);

  const byDate = useMemo(() => {
    const map = new Map<string, AdminDeparture[]>();
    for (const departure of list.data?.items ?? []) map.set(departure.date, [...(map.get(departure.date) ?? []), departure]);
    return map;
  }, [list.data]);
  const monthLabel = formatMonth(`${month}-01`);
  const count = list.data?.items.length ?? 0;

  return (
    <Box sx={touchTargets}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton aria-label="Previous month" onClick={() => setParam({ month: addMonths(month, -1) })}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h2" component="h2" aria-live="polite" sx={{ minWidth: 100, textAlign: 'center' }}>
            {monthLabel}
          </Typography>
          <IconButton aria-label="Next month" onClick={() => setParam({ month: addMonths(month, 1) })}>
            <ChevronRightIcon />
          </IconButton>
          <Button onClick={() => setParam({ month: '' })} sx={{ ml: 0.5 }}>
            This month
          </Button>
        </Box>
        <TextField
          select
          label="Tour"
          value={tourOptions.some((tour) => tour.id === tourId) ? tourId : ''}
          onChange={(event) => setParam({ tour: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 300 } }}
        >
          <MenuItem value="">All tours</MenuItem>
          {tourOptions.map((tour) => (
            <MenuItem key={tour.id} value={tour.id}>
              {tour.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" component={RouterLink} to="/admin/fleet">
          Guides & vehicles
        </Button>
        <Button variant="contained" onClick={() => setAdding(true)}>
          + Add departures
        </Button>
      </Box>
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }} aria-live="polite">
        {list.isPending ? 'Loading departures…' : `${count} ${count === 1 ? 'departure' : 'departures'} in ${monthLabel}. Seats: sold (paid or confirmed) · held (awaiting payment) · free.`}
      </Typography>
      {list.error ? (
        <LoadError error={list.error} what="the departures" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading departures" />
        </Box>
      ) : wide ? (
        <MonthGrid month={month} byDate={byDate} showTour={!tourId} />
      ) : count === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>No departures in {monthLabel}.</Typography>
      ) : (
        <DayList byDate={byDate} showTour={!tourId} />
      )}
      {adding && (
        <DepartureCreateDialog
          tours={tourOptions}
          tourId={tourId}
          onClose={() => setAdding(false)}
          onCreated={(date) => {
            setAdding(false);
            setParam({ month: date.slice(0, 7) });
          }}
        />
      )}
    </Box>
  );
}
