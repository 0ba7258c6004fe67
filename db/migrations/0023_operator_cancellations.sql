-- A booking cancelled because the office cancelled its departure owes back everything paid: the
-- tour's cancellation policy is for travellers who cancel. The flag is set by the departure's
-- cancellation in the same statement that cancels the booking.
alter table bookings add column canceled_by_operator boolean not null default false;
