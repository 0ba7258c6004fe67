-- The work that follows a booking's insert, once per statement instead of once per row (issue 31,
-- bookings). The booking form writes the bookings that arrive together with one statement (group
-- commit); three row triggers then ran PL/pgSQL once for each booking: the staff console's event
-- (migration 0022), the tally (0037) and the tour names (0038). Each now reads the statement's new
-- rows (a transition table) once and writes what the row triggers wrote:
--   * one staff event and one 'staff_events' NOTIFY per booking, in the order they were inserted;
--   * the tally's +1 per (status, payment status), as one row per pair with the pair's count;
--   * every (tour, name) the bookings carry.
-- A delete moves the tally the same way. Updates keep their row triggers (a trigger on some columns
-- cannot have a transition table).

drop trigger bookings_staff_event on bookings;
drop trigger bookings_tally on bookings;
drop trigger bookings_tour_name on bookings;
drop function staff_event_booking();

create function staff_events_bookings_created() returns trigger language plpgsql as $$
declare
  row staff_events;
  prune boolean := false;
begin
  for row in
    insert into staff_events (kind, record_id, summary)
    select 'booking.created', b.id, jsonb_strip_nulls(jsonb_build_object(
             'name', left(b.contact_name, 120), 'reference', b.reference, 'tour', left(b.tour_name, 160), 'source', b.source))
      from new_bookings b
    returning *
  loop
    -- The wire shape of staff_event() (migration 0041), which the other tables' triggers still use.
    perform pg_notify('staff_events', json_build_object(
      'id', row.id::text, 'kind', row.kind, 'recordId', row.record_id, 'summary', row.summary,
      'at', to_char(row.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
    prune := prune or row.id % 200 = 0;
  end loop;
  -- Housekeeping, as staff_event(): a week of events is more than any reconnect asks for.
  if prune then
    delete from staff_events where created_at < now() - interval '7 days';
  end if;
  return null;
end $$;
create trigger bookings_staff_event after insert on bookings
  referencing new table as new_bookings
  for each statement execute function staff_events_bookings_created();

create function booking_tally_inserted() returns trigger language plpgsql as $$
begin
  insert into booking_tally (status, payment_status, n)
  select status, payment_status, count(*)::int from new_bookings group by status, payment_status;
  return null;
end $$;
create trigger bookings_tally after insert on bookings
  referencing new table as new_bookings
  for each statement execute function booking_tally_inserted();

create function booking_tally_deleted() returns trigger language plpgsql as $$
begin
  insert into booking_tally (status, payment_status, n)
  select status, payment_status, -count(*)::int from old_bookings group by status, payment_status;
  return null;
end $$;
create trigger bookings_tally_delete after delete on bookings
  referencing old table as old_bookings
  for each statement execute function booking_tally_deleted();

-- In one order: two groups adding the same new names wait for each other instead of deadlocking.
create function booking_tour_names_inserted() returns trigger language plpgsql as $$
begin
  insert into booking_tour_names (tour_id, tour_name)
  select distinct tour_id, tour_name from new_bookings order by tour_id, tour_name
  on conflict do nothing;
  return null;
end $$;
create trigger bookings_tour_name after insert on bookings
  referencing new table as new_bookings
  for each statement execute function booking_tour_names_inserted();
