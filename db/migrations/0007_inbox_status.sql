-- The staff inbox: every contact message, chat message, custom-itinerary proposal and newsletter
-- subscriber is 'new', 'answered' or 'archived'. handled_at / handled_by stay in step with it (set when
-- an item leaves 'new'), so the overview's count of unanswered enquiries keeps its meaning.

alter table enquiries add column status text not null default 'new' check (status in ('new', 'answered', 'archived'));
update enquiries set status = 'answered' where handled_at is not null;
create index enquiries_channel_status_idx on enquiries (channel, status, created_at desc);

alter table proposals add column status text not null default 'new' check (status in ('new', 'answered', 'archived'));
update proposals set status = 'answered' where handled_at is not null;
create index proposals_status_idx on proposals (status, created_at desc);

alter table newsletter_subscribers add column status text not null default 'new' check (status in ('new', 'answered', 'archived'));
alter table newsletter_subscribers add column handled_at timestamptz;
alter table newsletter_subscribers add column handled_by uuid references users (id) on delete set null;
create index newsletter_subscribers_status_idx on newsletter_subscribers (status, created_at desc);

-- Replies staff wrote from the inbox: the e-mail itself goes through the notifications outbox.
create table inbox_replies (
  id              uuid primary key default gen_random_uuid(),
  item_type       text not null check (item_type in ('contact', 'chat', 'proposals', 'newsletter')),
  item_id         uuid not null,
  notification_id uuid references notifications (id) on delete set null,
  recipient       text not null,
  subject         text not null check (btrim(subject) <> ''),
  message         text not null check (btrim(message) <> ''),
  actor_id        uuid references users (id) on delete set null,
  created_at      timestamptz not null default now()
);
create index inbox_replies_item_idx on inbox_replies (item_type, item_id, created_at desc);
