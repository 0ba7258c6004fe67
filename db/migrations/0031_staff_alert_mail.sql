-- E-mail alerts for staff who want them (issue 30): which kinds of staff event (0022) each member
-- of staff wants by e-mail, as they happen or as an hourly digest. The alerts worker reads the events
-- after `last_event_id`, queues one e-mail in the outbox and moves `last_event_id` on, in one
-- transaction with the row locked (skip locked), so several replicas send each alert once.
create table staff_alert_mail (
  user_id       uuid primary key references users(id) on delete cascade,
  kinds         text[] not null default '{}'
                check (kinds <@ array['booking.created', 'payment.confirmed', 'enquiry.created', 'chat.message', 'review.created']),
  mode          text not null default 'instant' check (mode in ('instant', 'hourly')),
  -- The newest event already e-mailed, or the newest when the setting was saved: the past is not mailed.
  last_event_id bigint not null default 0,
  last_sent_at  timestamptz,
  updated_at    timestamptz not null default now()
);
-- The worker's round: only staff who chose some kinds.
create index staff_alert_mail_wanted_idx on staff_alert_mail (user_id) where cardinality(kinds) > 0;
