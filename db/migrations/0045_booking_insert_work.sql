-- Less work for Postgres in each booking's insert (issue 31: the bookings reach about half of a bare
-- insert's rate, the target's edge).
--
-- An insert writes an entry into every index of the table. The account's list of its bookings
-- (migration 0001) indexed every booking by its user, though a booking made without an account has
-- none to be found by, and most are. Every query by user compares `user_id` with a value (`= $1`,
-- `= u.id`), which no null matches, so the partial index serves them all.
drop index bookings_user_idx;
create index bookings_user_idx on bookings (user_id, created_at desc) where user_id is not null;

-- Two row triggers ran PL/pgSQL for every booking to find they had nothing to do: the due date
-- (migration 0016) is given by the API, and a booking without a departure takes no seats (0019).
-- Their conditions for an insert now sit in the triggers' WHEN clauses, which Postgres checks
-- without calling the function; the seat trigger's update half keeps its own trigger. Both still
-- fire in the same order (before-insert triggers run in name order).
drop trigger bookings_balance_due_date on bookings;
create trigger bookings_balance_due_date before insert on bookings
  for each row when (new.balance_due_date is null) execute function set_balance_due_date();
drop trigger bookings_departure_seats on bookings;
create trigger bookings_departure_seats before update of departure_id, status, adults, children on bookings
  for each row execute function booking_departure_seats();
create trigger bookings_departure_seats_insert before insert on bookings
  for each row when (new.departure_id is not null and new.status <> 'canceled' and new.seats = 0)
  execute function booking_departure_seats();

-- The staff console's events of new bookings (migration 0043): one statement inserts them and sends
-- their NOTIFYs, in the order they were inserted, instead of a PL/pgSQL loop running a statement for
-- each booking's NOTIFY. The NOTIFY's text is the same. (What each part saves: bench/HISTORY.md,
-- 2026-11-29.)
create or replace function staff_events_bookings_created() returns trigger language plpgsql as $$
declare
  prune boolean;
begin
  with made as (
    insert into staff_events (kind, record_id, summary)
    select 'booking.created', b.id, jsonb_strip_nulls(jsonb_build_object(
             'name', left(b.contact_name, 120), 'reference', b.reference, 'tour', left(b.tour_name, 160), 'source', b.source))
      from new_bookings b
    returning id, kind, record_id, summary, created_at
  ), sent as (
    -- The wire shape of staff_event() (migration 0041). A volatile function in the select list is
    -- evaluated after the sort, so the NOTIFYs go out in the events' order.
    select id, pg_notify('staff_events', json_build_object(
             'id', id::text, 'kind', kind, 'recordId', record_id, 'summary', summary,
             'at', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text)
      from made order by id
  )
  select coalesce(bool_or(id % 200 = 0), false) into prune from sent;
  -- Housekeeping, as staff_event(): a week of events is more than any reconnect asks for.
  if prune then
    delete from staff_events where created_at < now() - interval '7 days';
  end if;
  return null;
end $$;
