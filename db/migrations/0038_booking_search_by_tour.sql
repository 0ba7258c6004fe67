-- The staff search for a tour's name, fast at 100 000 bookings (issue 28). The one trigram index over
-- reference, name, e-mail, tour name and phone (migration 0030) answered a search for a whole tour
-- name ('Volcanoes National Park Gorillas, Rwanda VII') in 12–20 ms: every booking repeats one of a
-- few hundred tour names, so that name's trigrams ('nat', 'ion', ' pa' …) each list tens of thousands
-- of bookings, and the index reads them all.
--
-- Now the search is what the API documents: part of the reference, the traveller's name, e-mail or
-- phone (the trigram index, without the tour name: those trigrams are rare), or part of the tour's
-- name. For the tour's name, booking_tour_names keeps each (tour, name) that bookings carry (a booking
-- keeps the name it was booked under when the tour is renamed); the few names that match lead to
-- their tours' bookings by bookings_tour_idx. A text that only matched across two fields (an
-- e-mail's end and a tour name's start) no longer finds anything.

-- No booking is written while this runs: the names start from the bookings as they are.
lock table bookings in share row exclusive mode;

create table booking_tour_names (
  tour_id   uuid not null,
  tour_name text not null,
  primary key (tour_id, tour_name)
);

-- Only ever added to (a name no booking carries any more finds no booking): a writer never waits on
-- another, and a name is there before the transaction that first uses it commits.
create function booking_tour_name() returns trigger language plpgsql as $$
begin
  insert into booking_tour_names (tour_id, tour_name) values (new.tour_id, new.tour_name) on conflict do nothing;
  return null;
end $$;
create trigger bookings_tour_name after insert on bookings for each row execute function booking_tour_name();
create trigger bookings_tour_name_change after update of tour_id, tour_name on bookings for each row
  when (old.tour_id is distinct from new.tour_id or old.tour_name is distinct from new.tour_name)
  execute function booking_tour_name();

insert into booking_tour_names (tour_id, tour_name) select distinct tour_id, tour_name from bookings;

-- The trigram index without the tour name (the column and its index are rebuilt).
alter table bookings alter column search_text set expression as (
  lower(reference || ' ' || contact_name || ' ' || contact_email) || ' '
    || regexp_replace(regexp_replace(contact_phone, '\D', '', 'g'), '^(254|0)(\d{9})$', '\2')
);
