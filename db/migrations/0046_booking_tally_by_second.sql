-- Deep pages of the staff bookings list without reading every booking before them (issue 31: page
-- 2 500 of 100 000 bookings skipped 50 000 index entries on each answer, the list's slowest page).
--
-- The bookings tally (migration 0037) now says when the bookings it counts were created, to the
-- second. A page of the newest-first (or oldest-first) list finds from it the second its first row
-- was created in and how many bookings come before that second, then reads the index from there: it
-- skips only bookings created in the same second. Two steps keep that cheap: the week, from a sum
-- per week, then the second within that week.
--
-- * booking_tally: what the triggers append, now with the second (as before, ±1 rows in the writer's
--   transaction, no index: appending never waits and stays cheap). The API folds it now and then.
-- * booking_tally_weeks and booking_tally_seconds: what the folds made of it, per week and per
--   second. Only the fold writes them, in the statement that deletes the rows it folds, so a
--   reader's snapshot sees every booking once: in the folded sums or in the appended rows.
--
-- No booking is written while this runs: the tally starts again from the bookings as they are.
lock table bookings in share row exclusive mode;

-- Immutable (date_bin with a fixed origin), so the tally's keys and the list's bounds agree exactly.
-- Weeks start on Monday 00:00 UTC.
create function booking_second(at timestamptz) returns timestamptz language sql immutable parallel safe
  as $$ select date_bin('1 second', at, timestamptz '2024-01-01 00:00:00+00') $$;
create function booking_week(at timestamptz) returns timestamptz language sql immutable parallel safe
  as $$ select date_bin('7 days', at, timestamptz '2024-01-01 00:00:00+00') $$;

create table booking_tally_weeks (
  status         text not null,
  payment_status text not null,
  week           timestamptz not null,
  n              integer not null
);
create table booking_tally_seconds (
  status         text not null,
  payment_status text not null,
  at             timestamptz not null,
  n              integer not null
);
-- With the counts in it: a page reads the seconds of its week in order, from the index alone, until it is placed.
create index booking_tally_seconds_at_idx on booking_tally_seconds (at) include (status, payment_status, n);

delete from booking_tally;
alter table booking_tally add column at timestamptz not null;
insert into booking_tally_weeks (status, payment_status, week, n)
select status, payment_status, booking_week(created_at), count(*) from bookings group by 1, 2, 3;
insert into booking_tally_seconds (status, payment_status, at, n)
select status, payment_status, booking_second(created_at), count(*) from bookings group by 1, 2, 3;

-- The row trigger of updates (migration 0037): a booking whose creation moves to another second moves too.
create or replace function booking_tally() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    insert into booking_tally (status, payment_status, at, n) values (old.status, old.payment_status, booking_second(old.created_at), -1);
  end if;
  if tg_op <> 'DELETE' then
    insert into booking_tally (status, payment_status, at, n) values (new.status, new.payment_status, booking_second(new.created_at), 1);
  end if;
  return null;
end $$;
drop trigger bookings_tally_change on bookings;
create trigger bookings_tally_change after update of status, payment_status, created_at on bookings for each row
  when (old.status is distinct from new.status or old.payment_status is distinct from new.payment_status
        or booking_second(old.created_at) is distinct from booking_second(new.created_at))
  execute function booking_tally();

-- The statement triggers of inserts and deletes (migration 0043).
create or replace function booking_tally_inserted() returns trigger language plpgsql as $$
begin
  insert into booking_tally (status, payment_status, at, n)
  select status, payment_status, booking_second(created_at), count(*)::int from new_bookings group by 1, 2, 3;
  return null;
end $$;

create or replace function booking_tally_deleted() returns trigger language plpgsql as $$
begin
  insert into booking_tally (status, payment_status, at, n)
  select status, payment_status, booking_second(created_at), -count(*)::int from old_bookings group by 1, 2, 3;
  return null;
end $$;

create or replace function booking_tally_truncate() returns trigger language plpgsql as $$
begin
  delete from booking_tally;
  delete from booking_tally_weeks;
  delete from booking_tally_seconds;
  return null;
end $$;
