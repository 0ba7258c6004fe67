-- A traveller's 'Request a change' or 'Request cancellation' from My Trips lands in the staff inbox
-- as a contact message linked to its booking: the inbox shows the booking's reference, and the trip
-- screen lists the requests sent about it.
alter table enquiries add column booking_id uuid references bookings (id) on delete set null;
create index enquiries_booking_idx on enquiries (booking_id, created_at desc) where booking_id is not null;
