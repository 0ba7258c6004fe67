-- Deep pages of the staff bookings list without reading every booking before them (issue 31: page
-- 2 500 of 100 000 bookings skipped 50 000 index entries on each answer, the list's slowest page).
--
-- The bookings tally (migration 0037) now counts per week of creation too. A page of the newest-first
-- or oldest-first list sums the tally's weeks to find the week its first row falls in and how many
-- bookings come before that week, then reads the index from that week on: it skips at most one week
-- of bookings, whatever the page. The tally's rows are written in the writer's transaction, so in a
-- reader's snapshot they count exactly the bookings it sees, as for the total.
-- No booking is written while this runs: the tally starts again from the bookings as they are.
lock table bookings in share row exclusive mode;

-- Weeks from Monday 00:00 UTC. Immutable: the tally's rows and the list's bounds agree to the microsecond.
create function booking_week(at timestamptz) returns timestamptz language sql immutable parallel safe
  as $$ select date_bin('7 days', at, timestamptz '2024-01-01 00:00:00+00') $$;

alter table booking_tally add column week timestamptz;
delete from booking_tally;
insert into booking_tally (status, payment_status, week, n)
select status, payment_status, booking_week(created_at), count(*) from bookings group by 1, 2, 3;
alter table booking_tally alter column week set not null;

-- The row trigger of updates (migration 0037): a booking whose creation moves to another week moves too.
create or replace function booking_tally() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    insert into booking_tally (status, payment_status, week, n) values (old.status, old.payment_status, booking_week(old.created_at), -1);
  end if;
  if tg_op <> 'DELETE' then
    insert into booking_tally (status, payment_status, week, n) values (new.status, new.payment_status, booking_week(new.created_at), 1);
  end if;
  return null;
end $$;
drop trigger bookings_tally_change on bookings;
create trigger bookings_tally_change after update of status, payment_status, created_at on bookings for each row
  when (old.status is distinct from new.status or old.payment_status is distinct from new.payment_status
        or booking_week(old.created_at) is distinct from booking_week(new.created_at))
  execute function booking_tally();

-- The statement triggers of inserts and deletes (migration 0043).
create or replace function booking_tally_inserted() returns trigger language plpgsql as $$
begin
  insert into booking_tally (status, payment_status, week, n)
  select status, payment_status, booking_week(created_at), count(*)::int from new_bookings group by 1, 2, 3;
  return null;
end $$;

create or replace function booking_tally_deleted() returns trigger language plpgsql as $$
begin
  insert into booking_tally (status, payment_status, week, n)
  select status, payment_status, booking_week(created_at), -count(*)::int from old_bookings group by 1, 2, 3;
  return null;
end $$;
