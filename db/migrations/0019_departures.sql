-- Dated departures with seats. A tour is 'on request' (any date, as before) or 'scheduled'.
-- The seat ledger lives in the database: a trigger on bookings takes a booking's seats from its
-- departure in the same statement that writes the booking (a conditional update, never a read then
-- a write), and gives them back when the booking is cancelled, moved or resized. The check on
-- departures holds even against a bug elsewhere: seats taken never exceed seats.

alter table tours add column schedule text not null default 'on_request' check (schedule in ('on_request', 'scheduled'));

create table departures (
  id          uuid primary key default gen_random_uuid(),
  tour_id     uuid not null references tours (id) on delete cascade,
  date        date not null,
  seats       integer not null check (seats >= 0 and seats <= 500),
  -- Sold plus held: kept by the bookings trigger below, never written by the app.
  seats_taken integer not null default 0 check (seats_taken >= 0),
  -- Per adult, USD, overriding the tour's price; null: the tour's.
  price       numeric(10, 2) check (price >= 0),
  pickup      text not null default '' check (length(pickup) <= 200),
  pickup_time text not null default '' check (length(pickup_time) <= 20),
  status      text not null default 'open' check (status in ('open', 'closed', 'cancelled')),
  notes       text not null default '' check (length(notes) <= 2000),
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  constraint departures_seats_fit check (seats_taken <= seats)
);
create index departures_tour_date_idx on departures (tour_id, date);
create index departures_date_idx on departures (date);
create trigger departures_updated_at before update on departures for each row execute function set_updated_at();
-- The tour page lists its departures: a change is a catalogue change.
create constraint trigger departures_catalogue_version after insert or update or delete on departures
  deferrable initially deferred for each row execute function bump_catalogue_version();

alter table bookings
  add column departure_id uuid references departures (id) on delete restrict,
  -- The seats this booking holds on its departure now (0 once cancelled or released).
  add column seats integer not null default 0 check (seats >= 0);
create index bookings_departure_idx on bookings (departure_id) where departure_id is not null;

-- Takes `wanted` seats of an open departure, or raises 'departure_full' (SQLSTATE 23514, constraint
-- departures_seats_left, detail: the seats left) when they do not fit or the departure is not open.
create function take_departure_seats(departure uuid, wanted integer) returns void language plpgsql as $$
declare
  seats_left integer;
begin
  update departures set seats_taken = seats_taken + wanted
   where id = departure and status = 'open' and seats_taken + wanted <= seats;
  if not found then
    select case when status = 'open' then seats - seats_taken else 0 end into seats_left from departures where id = departure;
    raise exception 'departure_full' using errcode = 'check_violation', constraint = 'departures_seats_left', detail = coalesce(seats_left, 0)::text;
  end if;
end $$;

create function booking_departure_seats() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.departure_id is not null and old.seats > 0
     and (new.status = 'canceled' or new.departure_id is distinct from old.departure_id or new.adults + new.children <> old.seats) then
    update departures set seats_taken = seats_taken - old.seats where id = old.departure_id;
    new.seats := 0;
  end if;
  if new.departure_id is not null and new.status <> 'canceled' and new.seats = 0
     and (tg_op = 'INSERT' or old.seats > 0 or new.departure_id is distinct from old.departure_id or new.adults + new.children <> old.adults + old.children) then
    perform take_departure_seats(new.departure_id, new.adults + new.children);
    new.seats := new.adults + new.children;
  end if;
  return new;
end $$;
create trigger bookings_departure_seats before insert or update of departure_id, status, adults, children on bookings
  for each row execute function booking_departure_seats();
