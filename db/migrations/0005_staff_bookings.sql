-- Staff bookings: payments taken by hand (cash, bank transfer, the M-Pesa till) are recorded as
-- 'manual' payments, and the View modal lists the e-mails queued for a booking.

alter table payments drop constraint payments_provider_check;
alter table payments add constraint payments_provider_check check (provider in ('sandbox', 'mpesa', 'pesapal', 'paypal', 'manual'));

-- Every booking e-mail carries its booking's id in the payload.
create index notifications_booking_idx on notifications ((payload->>'bookingId'), created_at) where payload ? 'bookingId';
