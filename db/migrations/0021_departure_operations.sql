-- Running departures: the guides and vehicles staff assign to them, the travellers' details of each
-- booked seat (for the guide's manifest), and the reminder sent when those details are missing.
-- A guide or a vehicle is on at most one departure a day (cancelled ones aside): unique indexes hold
-- that even when two staff assign the same guide at the same moment.

create table guides (
  id         uuid primary key default gen_random_uuid(),
  name       text not null check (btrim(name) <> '' and length(name) <= 120),
  phone      text not null default '' check (length(phone) <= 40),
  languages  text[] not null default '{}' check (cardinality(languages) <= 12),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index guides_name_idx on guides (lower(name));
create trigger guides_updated_at before update on guides for each row execute function set_updated_at();

create table vehicles (
  id         uuid primary key default gen_random_uuid(),
  -- A name ('Land Cruiser 3') or a number plate ('KDA 123X').
  name       text not null check (btrim(name) <> '' and length(name) <= 80),
  seats      integer not null check (seats between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index vehicles_name_idx on vehicles (lower(name));
create trigger vehicles_updated_at before update on vehicles for each row execute function set_updated_at();

-- Deleting a guide or a vehicle (only allowed when it is on no upcoming departure) leaves past
-- departures without one; the audit trail keeps who it was.
alter table departures
  add column guide_id   uuid references guides (id) on delete set null,
  add column vehicle_id uuid references vehicles (id) on delete set null;
create unique index departures_guide_day_idx on departures (guide_id, date) where guide_id is not null and status <> 'cancelled';
create unique index departures_vehicle_day_idx on departures (vehicle_id, date) where vehicle_id is not null and status <> 'cancelled';

-- One row per booked seat whose details are known. Personal data: read by staff, the booking's owner
-- and its key holder only, never logged, never copied into the audit trail.
create table booking_travellers (
  booking_id        uuid not null references bookings (id) on delete cascade,
  -- 1 … adults + children.
  seat              integer not null check (seat between 1 and 500),
  full_name         text not null check (btrim(full_name) <> '' and length(full_name) <= 120),
  residency         text not null check (residency in ('nonResident', 'resident', 'citizen')),
  nationality       text not null check (length(nationality) <= 60),
  is_child          boolean not null default false,
  -- Known for a child only.
  age               integer check (age between 0 and 17),
  passport_number   text not null default '' check (length(passport_number) <= 30),
  dietary           text not null default '' check (length(dietary) <= 500),
  medical           text not null default '' check (length(medical) <= 1000),
  emergency_name    text not null check (length(emergency_name) <= 120),
  emergency_phone   text not null check (length(emergency_phone) <= 40),
  updated_at        timestamptz not null default now(),
  primary key (booking_id, seat),
  constraint booking_travellers_child_age check (is_child = (age is not null))
);

-- The reminder 14 days before travel when details are missing: sent once per booking (the row is
-- written in the same transaction as its e-mail, so replicas running the worker send it once).
create table traveller_reminders (
  booking_id uuid primary key references bookings (id) on delete cascade,
  sent_at    timestamptz not null default now()
);

-- The manifest and the departure's bookings read the bookings of one departure that hold seats; the
-- calendar sums their seats per departure. Covering both with the columns they read keeps each
-- departure one index range.
create index bookings_departure_seats_idx on bookings (departure_id, created_at, id)
  include (seats, status, payment_status) where departure_id is not null and seats > 0;
-- The travellers reminder: bookings travelling within the next two weeks.
create index bookings_travel_date_open_idx on bookings (travel_date) where status <> 'canceled';
