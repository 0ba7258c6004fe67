import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { departureAvailability, FEW_SEATS } from '@safari/shared/departure-labels';
import { formatDisplay } from '@safari/shared/display-currency';
import { formatDate } from '@safari/shared/format';
import type { Tour } from '@safari/shared/tour';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useDisplayCurrency } from '../../../lib/currency';
import { brand } from '../../../lib/theme';
import { useDepartures } from '../../../lib/departures/use-departures';

const asOfText = (iso: string) => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * The tour page's next departures: date, seats ('N seats left' when few, 'Available', or 'Full ·
 * join waitlist') and the price where it is not the tour's; each opens the booking form on it.
 * Nothing for a tour without departures (priced and booked on request).
 */
export function DepartureList({ tour }: { tour: Tour }) {
  const { snapshot, live } = useDepartures(tour.id);
  // A waitlist offer's link (`?departure=…&offer=…`) opens the booking form on that departure.
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const offer = query.get('offer');
  const offered = query.get('departure');
  const offerPath = offer && offered ? `/booking/${tour.id}?departure=${encodeURIComponent(offered)}&offer=${encodeURIComponent(offer)}` : null;
  useEffect(() => {
    if (offerPath) void navigate(offerPath, { replace: true });
  }, [offerPath, navigate]);
  const { currency, rate } = useDisplayCurrency();
  const items = snapshot?.items ?? [];
  if (!snapshot || items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="departures-title" sx={{ pb: { xs: 4, md: 5 } }}>
      <Typography id="departures-title" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 0.5 }}>
        Departures
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary', fontSize: 15 }}>
        {live ? 'Pick a date to book your seats.' : `Seats as of ${asOfText(snapshot.asOf)}; we check them again when you book.`}
      </Typography>
      <Box component="ul" aria-label="Next departures" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((departure) => {
          const full = departure.seatsLeft <= 0;
          const few = !full && departure.seatsLeft <= FEW_SEATS;
          const ownPrice = departure.price !== null && departure.price !== tour.price;
          return (
            <li key={departure.id}>
              <Box
                component={RouterLink}
                to={`/booking/${tour.id}?departure=${departure.id}`}
                data-departure={departure.date}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minHeight: 60,
                  px: 2,
                  py: 1.25,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: '#FFFFFF',
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover': { borderColor: brand.green },
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ fontWeight: 700, fontSize: 16 }}>{formatDate(departure.date, { weekday: true })}</Box>
                  <Box sx={{ fontSize: 14, fontWeight: 600, color: full ? '#9A3412' : few ? '#8A5A12' : brand.green }}>{departureAvailability(departure.seatsLeft)}</Box>
                </Box>
                {ownPrice && departure.price !== null && (
                  <Box sx={{ textAlign: 'right', fontSize: 15, fontWeight: 700, color: brand.green }}>
                    {formatDisplay(departure.price, currency, rate)}
                    <Box component="span" sx={{ display: 'block', fontSize: 12, fontWeight: 500, color: 'text.secondary' }}>
                      per adult
                    </Box>
                  </Box>
                )}
                <Box component="span" aria-hidden="true" sx={{ fontSize: 22, color: 'text.secondary' }}>
                  ›
                </Box>
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
