-- Every booking, hold, release and offer on a departure changes its seats_taken. The tour page shows a
-- departure's seats only as 'Available' (more than 5 left), 'N seats left' or 'Full', so only a
-- change of what it shows bumps the catalogue version: a sale among many free seats no longer
-- invalidates every replica's catalogue cache (a hot departure's buyers would each reload it).
drop trigger departures_catalogue_version on departures;
create constraint trigger departures_catalogue_version after insert or delete on departures
  deferrable initially deferred for each row execute function bump_catalogue_version();
create constraint trigger departures_catalogue_version_update after update on departures
  deferrable initially deferred for each row
  when ((old.tour_id, old.date, old.seats, old.price, old.pickup, old.pickup_time, old.status, old.notes)
          is distinct from (new.tour_id, new.date, new.seats, new.price, new.pickup, new.pickup_time, new.status, new.notes)
        or least(greatest(old.seats - old.seats_taken, 0), 6) <> least(greatest(new.seats - new.seats_taken, 0), 6))
  execute function bump_catalogue_version();
