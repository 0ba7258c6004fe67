-- The departures calendar's sold and held seats, kept on each departure's row (issue 28, staff lists).
-- The calendar summed its bookings' seats per departure on every request: a month across all tours
-- is 300 departures and about as many aggregates, most of the calendar's Postgres time.
--
-- A booking's seats count as sold when it is confirmed or (part) paid, as held when it is pending and
-- nothing is paid yet, and not at all without a departure or seats (cancelled, or its hold released).
-- A row trigger moves the booking's count between departures and between sold and held, in the
-- writer's own transaction, whichever code path changed it (the form, a payment, a hold released,
-- a move, a cancellation). A waitlist offer's held seats are in seats_taken, not here, as before.
alter table departures
  add column seats_sold integer not null default 0 check (seats_sold >= 0),
  add column seats_held integer not null default 0 check (seats_held >= 0);

create function booking_seats_sold(status text, payment_status text, seats integer) returns integer
language sql immutable as $$
  select case when status = 'confirmed' or payment_status in ('paid', 'deposit paid', 'partially paid') then seats else 0 end
$$;

create function booking_seats_held(status text, payment_status text, seats integer) returns integer
language sql immutable as $$
  select case when status = 'pending' and payment_status not in ('paid', 'deposit paid', 'partially paid') then seats else 0 end
$$;

create function departure_sold_held() returns trigger language plpgsql as $$
declare
  old_sold integer := 0;
  old_held integer := 0;
  new_sold integer := 0;
  new_held integer := 0;
begin
  if tg_op <> 'INSERT' and old.departure_id is not null then
    old_sold := booking_seats_sold(old.status, old.payment_status, old.seats);
    old_held := booking_seats_held(old.status, old.payment_status, old.seats);
  end if;
  if tg_op <> 'DELETE' and new.departure_id is not null then
    new_sold := booking_seats_sold(new.status, new.payment_status, new.seats);
    new_held := booking_seats_held(new.status, new.payment_status, new.seats);
  end if;
  -- Off the departure it was on (deleted, or moved to another one).
  if tg_op <> 'INSERT' and old.departure_id is not null and (tg_op = 'DELETE' or new.departure_id is distinct from old.departure_id) then
    if old_sold <> 0 or old_held <> 0 then
      update departures set seats_sold = seats_sold - old_sold, seats_held = seats_held - old_held where id = old.departure_id;
    end if;
    old_sold := 0;
    old_held := 0;
  end if;
  if tg_op <> 'DELETE' and new.departure_id is not null and (new_sold <> old_sold or new_held <> old_held) then
    update departures set seats_sold = seats_sold + new_sold - old_sold, seats_held = seats_held + new_held - old_held where id = new.departure_id;
  end if;
  return null;
end $$;

create trigger bookings_departure_sold_held after insert on bookings
  for each row when (new.departure_id is not null) execute function departure_sold_held();
create trigger bookings_departure_sold_held_change after update of departure_id, seats, status, payment_status on bookings
  for each row when ((old.departure_id is not null or new.departure_id is not null)
                     and (old.departure_id, old.seats, old.status, old.payment_status) is distinct from (new.departure_id, new.seats, new.status, new.payment_status))
  execute function departure_sold_held();
create trigger bookings_departure_sold_held_delete after delete on bookings
  for each row when (old.departure_id is not null) execute function departure_sold_held();

-- A truncate (tests) fires no row trigger: every departure then has no bookings.
create function departure_sold_held_truncate() returns trigger language plpgsql as $$
begin
  update departures set seats_sold = 0, seats_held = 0 where seats_sold <> 0 or seats_held <> 0;
  return null;
end $$;
create trigger bookings_departure_sold_held_truncate after truncate on bookings
  for each statement execute function departure_sold_held_truncate();

-- The departures as their bookings stand now.
update departures d set seats_sold = s.sold, seats_held = s.held
  from (select departure_id, sum(booking_seats_sold(status, payment_status, seats))::int as sold,
               sum(booking_seats_held(status, payment_status, seats))::int as held
          from bookings where departure_id is not null group by departure_id) s
 where d.id = s.departure_id;
