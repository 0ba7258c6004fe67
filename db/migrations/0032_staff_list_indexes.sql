-- The staff bookings list at scale (issue 28: 100 000 bookings). A page picks its ids by the list's
-- sort first and reads only its own rows after; with the id in the index that first step reads the
-- index alone (an index-only scan), so page 2 500 costs about what page 1 costs. The newest-first
-- sort (the default) and the status filter's (status, then newest first) get the id as their last
-- column; the old two-column indexes are a prefix of the new ones and go.
create index bookings_created_id_idx on bookings (created_at desc, id);
drop index bookings_created_at_idx;
create index bookings_status_created_id_idx on bookings (status, created_at desc, id);
drop index bookings_status_idx;
