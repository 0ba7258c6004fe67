/**
 * A scheduled tour's booking form picks one of its departures instead of a free date. The picked
 * departure says 'Only N seats left on DATE' when seats are few (or fewer than the party), and a
 * full one (or the server's 409) 'This departure is full' with the waitlist.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DEPARTURE_MESSAGES, departureAvailability, FEW_SEATS, seatsLeftMessage } from '@safari/shared/departure-labels';
import type { Departure } from '@safari/shared/departures';
import { formatDate } from '@safari/shared/format';
import { lazy, Suspense, useState } from 'react';
import { ChoiceCards, type Choice } from '../../../components/form/choice-fields';
import type { WaitlistValues } from '../api/join-waitlist';

const WaitlistForm = lazy(() => import('./waitlist-form'));

const asOfText = (iso: string) => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

interface DeparturePickerProps {
  tourName: string;
  departures: readonly Departure[];
  /** When the list was fetched, and whether that was during this visit. */
  asOf: string;
  live: boolean;
  value: string;
  error?: string;
  /** The party's seats (adults + children). */
  party: number;
  /** The server's refusal of this departure (409): its words, and the seats it has left. */
  conflict: { departureId: string; message: string; seatsLeft: number } | null;
  /** The price per adult as the traveller reads it, shown where it is not the tour's. */
  ownPrice: (departure: Departure) => string | null;
  /** The departure a waitlist offer holds seats on for this traveller (its link), if any. */
  offerFor?: string;
  /** Name, e-mail and phone typed in the booking form, carried to the waitlist. */
  contact: { name: string; email: string; phone: string };
  onChange: (departure: Departure) => void;
}

/** What the picked departure says about its seats for this party. */
function seatsNote(departure: Departure, party: number, conflict: DeparturePickerProps['conflict'], offerFor?: string): { full: boolean; text: string } | null {
  // The offer's seats are counted as taken in the list: they are this traveller's.
  if (offerFor === departure.id && conflict?.departureId !== departure.id) return { full: false, text: `Seats are held for you on ${formatDate(departure.date)}: book them before the offer runs out.` };
  const seatsLeft = conflict?.departureId === departure.id ? Math.min(conflict.seatsLeft, departure.seatsLeft) : departure.seatsLeft;
  if (conflict?.departureId === departure.id && seatsLeft <= 0) return { full: true, text: DEPARTURE_MESSAGES.full };
  if (seatsLeft <= 0) return { full: true, text: DEPARTURE_MESSAGES.full };
  if (seatsLeft < party || seatsLeft <= FEW_SEATS || conflict?.departureId === departure.id) return { full: seatsLeft < party, text: seatsLeftMessage(seatsLeft, departure.date) };
  return null;
}

export function DeparturePicker({ tourName, departures, asOf, live, value, error, party, conflict, ownPrice, offerFor, contact, onChange }: DeparturePickerProps) {
  const [waitlistOpen, setWaitlistOpen] = useState<string | null>(null);
  const choices: Choice<string>[] = departures.map((departure) => {
    const price = ownPrice(departure);
    return { value: departure.id, label: formatDate(departure.date, { weekday: true }), description: price ? `${departureAvailability(departure.seatsLeft)} · ${price}` : departureAvailability(departure.seatsLeft) };
  });
  const picked = departures.find((departure) => departure.id === value) ?? null;
  const note = picked ? seatsNote(picked, party, conflict, offerFor) : null;
  const waitlistInitial: WaitlistValues = { ...contact, party: String(Math.max(1, party)) };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ChoiceCards<string>
        legend="Departure date"
        name="departureId"
        choices={choices}
        columns={{ xs: 1, sm: 2 }}
        value={picked ? picked.id : ''}
        error={error}
        onChange={(id) => {
          const departure = departures.find((item) => item.id === id);
          if (departure) onChange(departure);
        }}
      />
      {!departures.length ? (
        <Typography sx={{ color: 'text.secondary' }}>No departure is open for booking right now. Please contact us for other dates.</Typography>
      ) : (
        !live && <Typography sx={{ fontSize: 13.5, color: 'text.secondary' }}>Seats as of {asOfText(asOf)}; we check them again when you book.</Typography>
      )}
      {picked && note && (
        <Box
          role={note.full ? 'alert' : 'status'}
          data-testid="departure-seats"
          sx={{ p: 2, borderRadius: 3, bgcolor: note.full ? '#FDECEA' : '#FBF1DC', color: note.full ? '#7A1D16' : '#5C3B09' }}
        >
          <Typography sx={{ fontWeight: 700, fontSize: 16 }}>{note.text}</Typography>
          {note.full && (
            <>
              <Typography sx={{ mt: 0.5, fontSize: 14.5, lineHeight: 1.5 }}>
                {picked.seatsLeft > 0 && picked.seatsLeft < party
                  ? 'Choose fewer travellers or another date, or join the waitlist: we e-mail you as soon as seats free up.'
                  : 'Choose another date, or join the waitlist: we e-mail you as soon as seats free up, and hold them for you.'}
              </Typography>
              {waitlistOpen === picked.id ? (
                <Box sx={{ mt: 2, p: { xs: 2, sm: 2.5 }, borderRadius: 3, bgcolor: '#FFFFFF', color: 'text.primary' }}>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, mb: 1.5 }}>
                    Waitlist for {formatDate(picked.date)}
                  </Typography>
                  <Suspense fallback={<Typography sx={{ color: 'text.secondary' }}>Loading…</Typography>}>
                    <WaitlistForm departureId={picked.id} summary={`${tourName} · ${formatDate(picked.date)}`} initial={waitlistInitial} />
                  </Suspense>
                </Box>
              ) : (
                <Button variant="contained" onClick={() => setWaitlistOpen(picked.id)} sx={{ mt: 1.5 }}>
                  Join the waitlist
                </Button>
              )}
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
