-- A sign-up that reveals nobody: the account is created only when the link e-mailed to the address
-- is opened. Until then the sign-up waits here (an address that is already registered gets a
-- different e-mail, and the same answer). Like the other link tokens, only a SHA-256 is stored.
create table pending_signups (
  id            uuid primary key default gen_random_uuid(),
  token_hash    text not null unique,
  name          text not null,
  email         text not null,
  password_hash text not null,
  expires_at    timestamptz not null,
  used_at       timestamptz,
  created_at    timestamptz not null default now()
);
create index pending_signups_expires_at_idx on pending_signups (expires_at);

-- Failed sign-ins, counted per account e-mail and address, per address and per account e-mail:
-- past a few, each attempt waits longer, and an account tried too often from one address is refused
-- there until the window ends. The e-mail and address are kept (for the window only, pruned after)
-- so that an admin can see who is throttled and clear it. Unlogged like rate_limits: a crash only
-- forgives the current windows.
create unlogged table sign_in_throttles (
  -- A hash of the scope and what it counts.
  id              text primary key,
  scope           text not null check (scope in ('account_address', 'address', 'account')),
  email           text,
  address         text,
  -- Attempts that were let through and did not sign in (one being checked counts until it succeeds).
  failures        integer not null check (failures >= 0),
  window_ends_at  timestamptz not null,
  -- No attempt is checked before this (slowed, or refused until the window ends).
  blocked_until   timestamptz,
  last_failure_at timestamptz not null default now()
);
create index sign_in_throttles_window_ends_at_idx on sign_in_throttles (window_ends_at);
