-- Chat threads: a chat is a conversation. Its enquiry row (channel 'chat') is the thread the staff
-- inbox lists; every message of it, the traveller's and the staff's replies, is a chat_messages row.
-- The traveller's device holds the thread's `conversation` id (128 random bits, base64url), which is
-- all it takes to read the thread: it is never shown to staff, nor derivable from the enquiry's id.
-- `chat_seen_at` is when the traveller's widget last read the thread (a poll): a staff reply is
-- e-mailed too when the traveller gave an address and has not looked for a while.

alter table enquiries add column conversation text unique
  check (conversation is null or (channel = 'chat' and conversation ~ '^[A-Za-z0-9_-]{22}$'));
alter table enquiries add column chat_seen_at timestamptz;

create table chat_messages (
  id              uuid primary key default gen_random_uuid(),
  enquiry_id      uuid not null references enquiries (id) on delete cascade,
  author          text not null check (author in ('traveller', 'staff')),
  -- The staff member who wrote a reply (null for the traveller's messages, or once the account is gone).
  staff_id        uuid references users (id) on delete set null,
  message         text not null check (message <> ''),
  -- A staff reply also e-mailed to a traveller who had left: the outbox row that carries it.
  notification_id uuid,
  created_at      timestamptz not null default now()
);
create index chat_messages_thread_idx on chat_messages (enquiry_id, created_at, id);

-- The chats written before threads: each message was its own enquiry, now a thread of one.
insert into chat_messages (enquiry_id, author, message, created_at)
  select id, 'traveller', message, created_at from enquiries where channel = 'chat' and message <> '';

-- Staff hear of every message the traveller writes into a thread (not only of its first): the alert
-- now comes from the message, and a new chat's enquiry row no longer raises one of its own.
create or replace function staff_event_enquiry() returns trigger
language plpgsql as $$
begin
  if new.channel = 'chat' then
    return null;
  end if;
  perform staff_event('enquiry.created', new.id, jsonb_build_object(
    'name', left(nullif(btrim(new.name), ''), 120), 'email', left(nullif(new.email, ''), 160),
    'tour', left(nullif(coalesce(new.meta ->> 'tourName', new.meta ->> 'tour'), ''), 160),
    'channel', new.channel, 'preview', left(nullif(coalesce(nullif(new.subject, ''), new.message), ''), 140)));
  return null;
end;
$$;

create or replace function staff_event_chat_message() returns trigger
language plpgsql as $$
declare
  thread record;
begin
  select e.name, e.email into thread from enquiries e where e.id = new.enquiry_id;
  perform staff_event('chat.message', new.enquiry_id, jsonb_build_object(
    'name', left(nullif(btrim(thread.name), ''), 120), 'email', left(nullif(thread.email, ''), 160),
    'channel', 'chat', 'preview', left(new.message, 140)));
  return null;
end;
$$;
create trigger chat_messages_staff_event after insert on chat_messages
  for each row when (new.author = 'traveller') execute function staff_event_chat_message();
