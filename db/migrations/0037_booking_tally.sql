-- Exact totals for the staff bookings list without counting every booking (issue 28: at 100 000
-- bookings, `count(*)` on each page read 112 000 index entries, 11–18 ms).
--
-- Every write that changes how many bookings have a (status, payment status) appends a row to
-- booking_tally: +1 for the new pair, -1 for the old. Appending never waits on another writer (no
-- counter row is updated, so concurrent bookings never queue on one row), and the rows are written in
-- the writer's transaction: a reader's snapshot sees exactly the tally of the bookings it sees, across
-- API replicas and whatever commits meanwhile. The unfiltered and status-only lists sum it.
--
-- The API folds the rows now and then (bookings.admin.repo.ts `compactTally`): one statement deletes
-- the rows its snapshot sees and inserts their sums, so a reader sees either all of them or the sums.
-- A backup holds it with the bookings (one snapshot); a restore loads both with triggers off.
-- No booking is written while this runs: the tally starts from the bookings as they are.
lock table bookings in share row exclusive mode;

create table booking_tally (
  status         text not null,
  payment_status text not null,
  n              integer not null
);

create function booking_tally() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    insert into booking_tally (status, payment_status, n) values (old.status, old.payment_status, -1);
  end if;
  if tg_op <> 'DELETE' then
    insert into booking_tally (status, payment_status, n) values (new.status, new.payment_status, 1);
  end if;
  return null;
end $$;

-- After the row is written (an insert that a conflict or another trigger skips counts nothing).
create trigger bookings_tally after insert or delete on bookings for each row execute function booking_tally();
create trigger bookings_tally_change after update of status, payment_status on bookings for each row
  when (old.status is distinct from new.status or old.payment_status is distinct from new.payment_status)
  execute function booking_tally();

create function booking_tally_truncate() returns trigger language plpgsql as $$
begin
  delete from booking_tally;
  return null;
end $$;
create trigger bookings_tally_truncate after truncate on bookings for each statement execute function booking_tally_truncate();

-- The bookings as they are now (no booking is written until this transaction commits: see the lock above).
insert into booking_tally (status, payment_status, n)
select status, payment_status, count(*) from bookings group by status, payment_status;
