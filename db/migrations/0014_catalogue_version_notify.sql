-- Each API replica keeps the catalogue version in memory and learns of a new one through
-- LISTEN catalogue_version (api/src/lib/catalogue-version.ts), instead of reading it per request.
-- The bump now also notifies: Postgres delivers the notification when the writing transaction
-- commits (never for one that rolls back), so a listener hears of a write as its rows become visible.

create or replace function bump_catalogue_version() returns trigger
language plpgsql as $$
declare
  bumped bigint;
begin
  if current_setting('catalogue.bumped_in', true) is distinct from txid_current()::text then
    update catalogue_version set version = version + 1 where id returning version into bumped;
    perform set_config('catalogue.bumped_in', txid_current()::text, true);
    perform pg_notify('catalogue_version', bumped::text);
  end if;
  return null;
end;
$$;

create or replace function bump_catalogue_version_now() returns trigger
language plpgsql as $$
declare
  bumped bigint;
begin
  update catalogue_version set version = version + 1 where id returning version into bumped;
  perform pg_notify('catalogue_version', bumped::text);
  return null;
end;
$$;
