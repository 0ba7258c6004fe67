-- Seat holds and the waitlist.
--
-- A pay-now (or deposit) booking on a departure holds its seats until `hold_expires_at` while it is
-- unpaid; a payment attempt in flight extends it. The holds worker releases an expired unpaid hold:
-- the booking keeps its departure but its seats drop to 0 and the departure's seats_taken with them,
-- in one statement. Paying a released hold takes the seats again if they still fit. A pay-later
-- booking has no expiry (null) and keeps its seats until staff cancel it.
alter table bookings add column hold_expires_at timestamptz;
create index bookings_hold_expiry_idx on bookings (hold_expires_at)
  where hold_expires_at is not null and seats > 0 and status = 'pending';

-- Anyone may join a full departure's waitlist. When seats free up, the first waiting party that fits
-- gets an offer: its seats are taken on the departure (`offered_seats`, counted in seats_taken like a
-- hold) until `offer_expires_at`, and the e-mail links to the booking form with the offer's token
-- (stored hashed). Booking with the token uses the held seats; an offer not taken in time expires,
-- its seats go back, and the next party that fits gets one.
create table waitlist_entries (
  id               uuid primary key default gen_random_uuid(),
  departure_id     uuid not null references departures (id) on delete cascade,
  -- Order of joining: the queue's position among the entries still waiting or offered.
  seq              bigint generated always as identity,
  name             text not null check (length(name) between 1 and 200),
  email            text not null check (length(email) between 3 and 254),
  phone            text not null check (length(phone) between 1 and 40),
  party            integer not null check (party between 1 and 100),
  status           text not null default 'waiting' check (status in ('waiting', 'offered', 'booked', 'expired', 'removed')),
  -- Seats this entry's offer holds on the departure now (0 unless offered).
  offered_seats    integer not null default 0 check (offered_seats >= 0),
  offer_token_hash text unique,
  offered_at       timestamptz,
  offer_expires_at timestamptz,
  booking_id       uuid references bookings (id) on delete set null deferrable initially deferred,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  constraint waitlist_offer_fits check (status = 'offered' or offered_seats = 0)
);
create index waitlist_entries_departure_idx on waitlist_entries (departure_id, seq);
-- One live entry per e-mail and departure: joining again updates it (and keeps its place).
create unique index waitlist_entries_live_email_idx on waitlist_entries (departure_id, lower(email)) where status in ('waiting', 'offered');
create index waitlist_entries_waiting_idx on waitlist_entries (departure_id, seq) where status = 'waiting';
create index waitlist_entries_offer_expiry_idx on waitlist_entries (offer_expires_at) where status = 'offered';
create trigger waitlist_entries_updated_at before update on waitlist_entries for each row execute function set_updated_at();
