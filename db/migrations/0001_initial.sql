-- Initial schema for every entity of both specifications (public site, admin area and session).
-- Conventions: uuid keys from the built-in gen_random_uuid(), timestamptz everywhere, snake_case,
-- lists as text[] (never null), e-mail uniqueness case-insensitive through unique indexes on lower(email),
-- updated_at maintained by trigger so that catalogue sync (`updatedSince`) can rely on it.

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

create function set_updated_at() returns trigger
language plpgsql as $$
begin
  -- clock_timestamp(), not now(): the time of the change rather than the start of its transaction,
  -- which keeps a long transaction from stamping rows far behind what a concurrent sync has seen.
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

-- Key/value settings of the installation; also holds the seed markers (seed once, never again).
create table app_settings (
  key        text primary key,
  value      jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Accounts
-- ---------------------------------------------------------------------------------------------

create table users (
  id                uuid primary key default gen_random_uuid(),
  email             text not null check (email = btrim(email) and email like '_%@_%' and length(email) <= 254),
  password_hash     text not null,
  name              text not null default '' check (length(name) <= 200),
  role              text not null default 'user' check (role in ('admin', 'user')),
  avatar            text not null default '',
  status            text not null default 'active' check (status in ('active', 'disabled')),
  phone             text not null default '',
  email_verified_at timestamptz,
  last_login_at     timestamptz,
  -- Bumped on password change or forced sign-out; JWTs carry it, so older tokens stop working.
  token_version     integer not null default 0,
  created_at        timestamptz not null default now(),
  updated_at        timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create index users_created_at_idx on users (created_at desc);
create index users_role_idx on users (role);
create trigger users_updated_at before update on users for each row execute function set_updated_at();

create table password_reset_tokens (
  id         uuid primary key default gen_random_uuid(),
  user_id    uuid not null references users (id) on delete cascade,
  -- SHA-256 of the token sent by e-mail; the token itself is never stored.
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at    timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user_idx on password_reset_tokens (user_id);

-- ---------------------------------------------------------------------------------------------
-- Catalogue: tours
-- ---------------------------------------------------------------------------------------------

create table tours (
  id           uuid primary key default gen_random_uuid(),
  -- URL slug; never shaped like a uuid, so /api/tours/:idOrSlug is unambiguous.
  slug         text not null unique
               check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120
                      and slug !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  name         text not null check (btrim(name) <> '' and length(name) <= 200),
  description  text not null default '',
  location     text not null default '',
  duration_days integer check (duration_days > 0),
  price        numeric(10, 2) check (price >= 0),
  -- {"Budget": 800, "Mid-range": 1500, "Luxury": 3000}, any tier may be missing.
  pricing      jsonb check (pricing is null or jsonb_typeof(pricing) = 'object'),
  image        text not null default '',
  tags         text[] not null default '{}',
  highlights   text[] not null default '{}',
  inclusions   text[] not null default '{}',
  exclusions   text[] not null default '{}',
  tour_type    text not null default 'wildlife' check (tour_type in ('adventure', 'wildlife', 'cultural', 'luxury')),
  rating       numeric(2, 1) not null default 0 check (rating between 0 and 5),
  is_featured  boolean not null default false,
  is_exclusive boolean not null default false,
  is_popular   boolean not null default false,
  is_published boolean not null default true,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  -- Soft delete: the row stays as a tombstone so offline clients learn about the deletion on sync.
  deleted_at   timestamptz
);
create index tours_updated_at_idx on tours (updated_at);
create index tours_location_idx on tours (location) where deleted_at is null;
create index tours_name_lower_idx on tours (lower(name)) where deleted_at is null;
create index tours_tags_idx on tours using gin (tags);
create trigger tours_updated_at before update on tours for each row execute function set_updated_at();

create table tour_images (
  tour_id  uuid not null references tours (id) on delete cascade,
  position integer not null check (position >= 0),
  file     text not null check (btrim(file) <> ''),
  primary key (tour_id, position)
);

create table tour_itinerary (
  tour_id  uuid not null references tours (id) on delete cascade,
  position integer not null check (position >= 0),
  period   text not null default '' check (length(period) <= 120),
  activity text not null default '' check (length(activity) <= 2000),
  primary key (tour_id, position),
  check (period <> '' or activity <> '')
);

-- A change to a tour's images or itinerary is a change of the tour (for ETags and `updatedSince`).
create function touch_parent_tour() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update tours set updated_at = clock_timestamp() where id = old.tour_id;
  else
    update tours set updated_at = clock_timestamp() where id = new.tour_id;
  end if;
  return null;
end;
$$;
create trigger tour_images_touch after insert or update or delete on tour_images
  for each row execute function touch_parent_tour();
create trigger tour_itinerary_touch after insert or update or delete on tour_itinerary
  for each row execute function touch_parent_tour();

-- ---------------------------------------------------------------------------------------------
-- Catalogue: partners and blog
-- ---------------------------------------------------------------------------------------------

create table partners (
  id         uuid primary key default gen_random_uuid(),
  name       text not null unique check (btrim(name) <> ''),
  image      text not null default '',
  url        text not null default '',
  position   integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index partners_position_idx on partners (position) where deleted_at is null;
create trigger partners_updated_at before update on partners for each row execute function set_updated_at();

create table blog_posts (
  id           uuid primary key default gen_random_uuid(),
  slug         text not null unique
               check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 160
                      and slug !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  title        text not null check (btrim(title) <> '' and length(title) <= 300),
  author       text not null check (btrim(author) <> ''),
  author_id    uuid references users (id) on delete set null,
  -- The admin form does not require a category.
  category     text check (category in ('Travel Tips', 'Safari Experiences', 'Destination Guides', 'Wildlife & Conservation')),
  cover_image  text not null default '',
  content_html text not null default '',
  excerpt      text not null default '',
  tags         text[] not null default '{}',
  is_published boolean not null default true,
  published_at timestamptz not null default now(),
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  deleted_at   timestamptz
);
create index blog_posts_public_idx on blog_posts (published_at desc) where deleted_at is null and is_published;
create index blog_posts_category_idx on blog_posts (category, published_at desc) where deleted_at is null;
create index blog_posts_updated_at_idx on blog_posts (updated_at);
create index blog_posts_title_lower_idx on blog_posts (lower(title)) where deleted_at is null;
create trigger blog_posts_updated_at before update on blog_posts for each row execute function set_updated_at();

create table blog_likes (
  post_id    uuid not null references blog_posts (id) on delete cascade,
  user_id    uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index blog_likes_user_idx on blog_likes (user_id);

create table blog_comments (
  id          uuid primary key default gen_random_uuid(),
  post_id     uuid not null references blog_posts (id) on delete cascade,
  -- A deleted account keeps its comments, shown under the stored name.
  user_id     uuid references users (id) on delete set null,
  author_name text not null default '',
  text        text not null check (btrim(text) <> '' and length(text) <= 5000),
  status      text not null default 'published' check (status in ('pending', 'published', 'hidden')),
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index blog_comments_post_idx on blog_comments (post_id, created_at desc);
create index blog_comments_user_idx on blog_comments (user_id);
create trigger blog_comments_updated_at before update on blog_comments for each row execute function set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Bookings and payments
-- ---------------------------------------------------------------------------------------------

create table bookings (
  id             uuid primary key default gen_random_uuid(),
  -- Short code travellers can read out on the phone, e.g. SAF-7K3Q9.
  reference      text not null unique check (reference ~ '^SAF-[0-9A-Z]{5,12}$'),
  tour_id        uuid not null references tours (id) on delete restrict,
  -- The tour's name when booked: a later rename must not rewrite a traveller's history.
  tour_name      text not null,
  user_id        uuid references users (id) on delete set null,
  travel_date    date not null,
  adults         integer not null check (adults >= 1),
  children       integer not null default 0 check (children >= 0),
  contact_name   text not null check (btrim(contact_name) <> ''),
  contact_email  text not null default '',
  contact_phone  text not null default '',
  -- Null for bookings that staff enter by hand (taken by phone or in the office).
  payment_method text check (payment_method in ('mpesa', 'pesapal', 'paypal')),
  pay_mode       text check (pay_mode in ('now', 'later')),
  source         text not null default 'web' check (source in ('web', 'admin')),
  status         text not null default 'pending' check (status in ('pending', 'confirmed', 'canceled')),
  payment_status text not null default 'unpaid' check (payment_status in ('unpaid', 'paid', 'refunded', 'failed')),
  -- Computed by the server from the tour's price; never the client's estimate.
  amount         numeric(12, 2) not null check (amount >= 0),
  currency       char(3) not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  notes          text not null default '',
  canceled_at    timestamptz,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now()
);
create index bookings_created_at_idx on bookings (created_at desc);
create index bookings_user_idx on bookings (user_id, created_at desc);
create index bookings_tour_idx on bookings (tour_id);
create index bookings_status_idx on bookings (status, created_at desc);
create index bookings_contact_email_idx on bookings (lower(contact_email));
create trigger bookings_updated_at before update on bookings for each row execute function set_updated_at();

create table payments (
  id           uuid primary key default gen_random_uuid(),
  booking_id   uuid not null references bookings (id) on delete cascade,
  provider     text not null check (provider in ('sandbox', 'mpesa', 'pesapal', 'paypal')),
  provider_ref text,
  amount       numeric(12, 2) not null check (amount >= 0),
  currency     char(3) not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  status       text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'refunded', 'canceled')),
  -- The provider's own payload (callbacks, receipts), kept for reconciliation.
  raw          jsonb not null default '{}'::jsonb,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index payments_booking_idx on payments (booking_id, created_at desc);
-- A provider callback replayed twice must find the same payment.
create unique index payments_provider_ref_key on payments (provider, provider_ref) where provider_ref is not null;
create trigger payments_updated_at before update on payments for each row execute function set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Submissions, outbox and idempotency
-- ---------------------------------------------------------------------------------------------

-- Client-generated keys of offline-queued submissions: a replay answers the stored response.
create table idempotency_keys (
  key          text primary key check (length(key) between 8 and 200),
  -- The route the key was used on, e.g. 'POST /api/bookings'.
  scope        text not null,
  -- SHA-256 of the request body: the same key with another body is a client error.
  request_hash text not null,
  -- Null while the first request is still being processed.
  status_code  integer,
  response     jsonb,
  created_at   timestamptz not null default now(),
  completed_at timestamptz
);
create index idempotency_keys_created_at_idx on idempotency_keys (created_at);

-- Outbox of e-mails (and other notifications), delivered by a worker with retries.
create table notifications (
  id              uuid primary key default gen_random_uuid(),
  kind            text not null,
  recipient       text not null,
  subject         text not null default '',
  payload         jsonb not null default '{}'::jsonb,
  status          text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts        integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  sent_at         timestamptz,
  last_error      text,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);
create index notifications_due_idx on notifications (next_attempt_at) where status = 'pending';
create index notifications_created_at_idx on notifications (created_at desc);
create trigger notifications_updated_at before update on notifications for each row execute function set_updated_at();

-- Contact messages, chat messages and quick-booking requests, shown in the staff inbox.
create table enquiries (
  id         uuid primary key default gen_random_uuid(),
  channel    text not null check (channel in ('contact', 'chat', 'quick_booking')),
  name       text not null default '',
  email      text not null default '',
  phone      text not null default '',
  subject    text not null default '',
  message    text not null default '',
  consent    boolean not null default false,
  user_id    uuid references users (id) on delete set null,
  -- Channel-specific extras (quick booking: date, tour, adults, children).
  meta       jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  handled_by uuid references users (id) on delete set null
);
create index enquiries_created_at_idx on enquiries (created_at desc);
create index enquiries_open_idx on enquiries (created_at desc) where handled_at is null;
create index enquiries_channel_idx on enquiries (channel, created_at desc);

-- Custom-itinerary requests: the full payload, plus the columns staff search and sort by.
create table proposals (
  id          uuid primary key default gen_random_uuid(),
  payload     jsonb not null check (jsonb_typeof(payload) = 'object'),
  name        text not null,
  email       text not null,
  phone       text not null default '',
  destination text not null,
  start_date  date,
  end_date    date,
  adults      integer check (adults >= 1),
  user_id     uuid references users (id) on delete set null,
  created_at  timestamptz not null default now(),
  handled_at  timestamptz,
  handled_by  uuid references users (id) on delete set null,
  check (end_date is null or start_date is null or end_date >= start_date)
);
create index proposals_created_at_idx on proposals (created_at desc);
create index proposals_email_idx on proposals (lower(email));
create index proposals_destination_idx on proposals (lower(destination));

create table newsletter_subscribers (
  id                uuid primary key default gen_random_uuid(),
  email             text not null check (email = btrim(email) and email like '_%@_%'),
  name              text not null default '',
  -- 244 random bits; gen_random_bytes would need the pgcrypto extension.
  unsubscribe_token text not null unique
                    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  confirmed_at      timestamptz,
  unsubscribed_at   timestamptz,
  created_at        timestamptz not null default now(),
  updated_at        timestamptz not null default now()
);
create unique index newsletter_subscribers_email_key on newsletter_subscribers (lower(email));
create index newsletter_subscribers_created_at_idx on newsletter_subscribers (created_at desc);
create trigger newsletter_subscribers_updated_at before update on newsletter_subscribers
  for each row execute function set_updated_at();
