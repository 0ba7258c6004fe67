-- The staff search's trigram index (migration 0030) takes a booking's ~100 trigrams into its pending
-- list, and the insert that finds the list past its limit merges all of it into the index before its
-- statement ends. With the default limit of 4 MB that was one booking write in about 2 000 taking
-- 60–100 ms of CPU; with the booking form's group commit, every booking of that group waited for it
-- (issue 31: the slowest 1 % of bookings). At 512 kB each merge is an eighth as long, eight times as
-- often; the whole list is merged as before, and a search still sees every committed booking.
-- (Writing each booking's trigrams into the index directly, fastupdate off, cost 0.25 ms of Postgres
-- CPU per booking, nearly doubling it.)
alter index bookings_search_trgm_idx set (gin_pending_list_limit = 512);
