-- Traveller accounts: e-mail verification links and the wishlist kept on the server.

-- One row per verification e-mail sent. Like password_reset_tokens, only a SHA-256 of the token
-- is stored, so a copy of the database cannot be used to verify an address.
create table email_verification_tokens (
  id         uuid primary key default gen_random_uuid(),
  user_id    uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at    timestamptz,
  created_at timestamptz not null default now()
);
create index email_verification_tokens_user_idx on email_verification_tokens (user_id);

-- The tours a traveller saved. The key makes adding twice a no-op, so a merge after sign-in can
-- be repeated safely.
create table wishlist_items (
  user_id  uuid not null references users (id) on delete cascade,
  tour_id  uuid not null references tours (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (user_id, tour_id)
);
create index wishlist_items_user_added_idx on wishlist_items (user_id, added_at desc);
