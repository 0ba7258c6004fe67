-- Live alerts for the staff console (GET /api/admin/events). Every new booking, confirmed payment,
-- enquiry and chat message is stored here by a trigger, in the transaction that wrote it, whichever
-- code path wrote it; the trigger also notifies 'staff_events', which Postgres delivers when that
-- transaction commits (never for one that rolls back). Each API replica LISTENs on one connection and
-- pushes the event to its open streams; a stream that reconnects with Last-Event-ID reads what it
-- missed from this table. Rows older than a few days are of no use to anyone and are pruned by the
-- insert itself (cheaply: at most once a minute per replica's worth of writes).

create table staff_events (
  id         bigint generated always as identity primary key,
  kind       text not null check (kind in ('booking.created', 'payment.confirmed', 'enquiry.created', 'chat.message', 'review.created')),
  -- The booking, enquiry, proposal or review the event is about.
  record_id  uuid not null,
  -- { name, reference, tour, ... }: what the bell shows, small enough for a notification payload.
  summary    jsonb not null check (jsonb_typeof(summary) = 'object'),
  created_at timestamptz not null default now()
);
create index staff_events_created_at_idx on staff_events (created_at);

-- Stores the event and notifies with its wire shape (ids as text; every text field is cut short, so
-- the payload stays far below Postgres's 8000-byte limit).
create or replace function staff_event(event_kind text, event_record uuid, event_summary jsonb) returns void
language plpgsql as $$
declare
  row staff_events;
begin
  insert into staff_events (kind, record_id, summary)
    values (event_kind, event_record, jsonb_strip_nulls(event_summary))
    returning * into row;
  perform pg_notify('staff_events', json_build_object(
    'id', row.id::text, 'kind', row.kind, 'recordId', row.record_id, 'summary', row.summary,
    'at', to_char(row.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  -- Housekeeping: a week of events is more than any reconnect asks for.
  if row.id % 200 = 0 then
    delete from staff_events where created_at < now() - interval '7 days';
  end if;
end;
$$;

create or replace function staff_event_booking() returns trigger
language plpgsql as $$
begin
  perform staff_event('booking.created', new.id, jsonb_build_object(
    'name', left(new.contact_name, 120), 'reference', new.reference, 'tour', left(new.tour_name, 160),
    'source', new.source));
  return null;
end;
$$;
create trigger bookings_staff_event after insert on bookings
  for each row execute function staff_event_booking();

-- A payment is confirmed when money is entered in the ledger: a provider's confirmed attempt or a
-- payment staff record by hand.
create or replace function staff_event_payment() returns trigger
language plpgsql as $$
declare
  booking record;
begin
  select b.contact_name, b.reference, b.tour_name into booking from bookings b where b.id = new.booking_id;
  perform staff_event('payment.confirmed', new.booking_id, jsonb_build_object(
    'name', left(booking.contact_name, 120), 'reference', booking.reference, 'tour', left(booking.tour_name, 160),
    'amount', new.amount::text, 'currency', new.currency, 'method', new.method));
  return null;
end;
$$;
create trigger ledger_entries_staff_event after insert on ledger_entries
  for each row when (new.kind = 'payment') execute function staff_event_payment();

-- Contact messages and quick-booking requests are enquiries; a chat message is its own kind.
create or replace function staff_event_enquiry() returns trigger
language plpgsql as $$
begin
  perform staff_event(case when new.channel = 'chat' then 'chat.message' else 'enquiry.created' end, new.id, jsonb_build_object(
    'name', left(nullif(btrim(new.name), ''), 120), 'email', left(nullif(new.email, ''), 160),
    'tour', left(nullif(coalesce(new.meta ->> 'tourName', new.meta ->> 'tour'), ''), 160),
    'channel', new.channel, 'preview', left(nullif(coalesce(nullif(new.subject, ''), new.message), ''), 140)));
  return null;
end;
$$;
create trigger enquiries_staff_event after insert on enquiries
  for each row execute function staff_event_enquiry();

-- A custom-itinerary request lands in the same inbox: an enquiry too.
create or replace function staff_event_proposal() returns trigger
language plpgsql as $$
begin
  perform staff_event('enquiry.created', new.id, jsonb_build_object(
    'name', left(new.name, 120), 'email', left(nullif(new.email, ''), 160), 'tour', left(new.destination, 160),
    'channel', 'proposal'));
  return null;
end;
$$;
create trigger proposals_staff_event after insert on proposals
  for each row execute function staff_event_proposal();
