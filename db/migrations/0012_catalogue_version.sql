-- The catalogue version: one number that every write to what the public catalogue answers (tours
-- with their images and itinerary, blog posts with their likes, comments and author avatar,
-- partners) bumps in its own transaction. Every API replica reads it per request (one row by
-- primary key) to derive its ETags and to key the bodies it keeps in memory, so a write on one
-- replica is seen by all of them as soon as it commits.

create table catalogue_version (
  id      boolean primary key default true check (id),
  version bigint not null default 1
);
insert into catalogue_version default values;

-- Bumped once per transaction, at commit (a deferred constraint trigger): the row is locked last,
-- after every row the transaction wrote, so two staff edits can never deadlock on it, and a reader
-- sees the new number exactly when it sees the new rows.
create function bump_catalogue_version() returns trigger
language plpgsql as $$
begin
  if current_setting('catalogue.bumped_in', true) is distinct from txid_current()::text then
    update catalogue_version set version = version + 1 where id;
    perform set_config('catalogue.bumped_in', txid_current()::text, true);
  end if;
  return null;
end;
$$;

-- TRUNCATE has no row triggers (and locks the table anyway): bumped at once.
create function bump_catalogue_version_now() returns trigger
language plpgsql as $$
begin
  update catalogue_version set version = version + 1 where id;
  return null;
end;
$$;

create constraint trigger tours_catalogue_version after insert or update or delete on tours
  deferrable initially deferred for each row execute function bump_catalogue_version();
create constraint trigger tour_images_catalogue_version after insert or update or delete on tour_images
  deferrable initially deferred for each row execute function bump_catalogue_version();
create constraint trigger tour_itinerary_catalogue_version after insert or update or delete on tour_itinerary
  deferrable initially deferred for each row execute function bump_catalogue_version();
create constraint trigger partners_catalogue_version after insert or update or delete on partners
  deferrable initially deferred for each row execute function bump_catalogue_version();
create constraint trigger blog_posts_catalogue_version after insert or update or delete on blog_posts
  deferrable initially deferred for each row execute function bump_catalogue_version();
-- Lists and posts show like and comment counts.
create constraint trigger blog_likes_catalogue_version after insert or update or delete on blog_likes
  deferrable initially deferred for each row execute function bump_catalogue_version();
create constraint trigger blog_comments_catalogue_version after insert or update or delete on blog_comments
  deferrable initially deferred for each row execute function bump_catalogue_version();
-- Posts show their author's avatar.
create constraint trigger users_avatar_catalogue_version after update of avatar on users
  deferrable initially deferred for each row
  when (old.avatar is distinct from new.avatar) execute function bump_catalogue_version();

create trigger tours_catalogue_version_truncate after truncate on tours
  for each statement execute function bump_catalogue_version_now();
create trigger partners_catalogue_version_truncate after truncate on partners
  for each statement execute function bump_catalogue_version_now();
create trigger blog_posts_catalogue_version_truncate after truncate on blog_posts
  for each statement execute function bump_catalogue_version_now();
create trigger blog_likes_catalogue_version_truncate after truncate on blog_likes
  for each statement execute function bump_catalogue_version_now();
create trigger blog_comments_catalogue_version_truncate after truncate on blog_comments
  for each statement execute function bump_catalogue_version_now();

-- The public tour list in its order, and `updatedSince` among public tours.
create index tours_public_order_idx on tours ((is_featured::int * 3 + is_exclusive::int * 2 + is_popular::int) desc, rating desc, name, id)
  where deleted_at is null and is_published;
create index tours_public_updated_at_idx on tours (updated_at) where deleted_at is null and is_published;
-- Counting a post's likes and published comments for the lists.
create index blog_comments_published_post_idx on blog_comments (post_id) where status = 'published';

-- Abuse-limit counters need no crash safety (a restart forgets at most one window of counts), and
-- every booking, enquiry or sign-up from one address updates the same row: logged, each of those
-- one-statement transactions waited for its own WAL flush while holding that row, which capped
-- bookings from one address (a hotel's Wi-Fi, nginx without X-Forwarded-For) at one per disk flush.
alter table rate_limits set unlogged;
