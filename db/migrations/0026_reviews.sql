-- Reviews of trips taken: one per booking, written by its traveller once the trip has ended (its
-- travel date is past and it is paid or confirmed), moderated by staff before it is shown. An
-- approved review shows on its tour's page and on home; a tour with approved reviews is rated by
-- their average (the rating staff set stays as `stated_rating`, shown again once none is approved).

create table reviews (
  id           uuid primary key default gen_random_uuid(),
  booking_id   uuid not null unique references bookings (id) on delete cascade,
  tour_id      uuid not null references tours (id) on delete cascade,
  -- As shown in public: the traveller's first name and initial, from the booking's contact name.
  author       text not null check (btrim(author) <> ''),
  stars        smallint not null check (stars between 1 and 5),
  title        text not null check (btrim(title) <> '' and length(title) <= 120),
  body         text not null check (btrim(body) <> '' and length(body) <= 4000),
  -- Upload URLs (/uploads/upload.<hash>.webp), at most 3.
  photos       text[] not null default '{}' check (cardinality(photos) <= 3),
  status       text not null default 'pending' check (status in ('pending', 'approved', 'hidden')),
  -- The operator's public answer.
  reply        text check (reply is null or length(reply) <= 2000),
  replied_at   timestamptz,
  moderated_at timestamptz,
  created_at   timestamptz not null default now()
);
create index reviews_tour_approved_idx on reviews (tour_id, created_at desc) where status = 'approved';
create index reviews_approved_idx on reviews (created_at desc) where status = 'approved';
create index reviews_status_idx on reviews (status, created_at desc);

-- The review request e-mail: one row per booking asked (the worker asks once; staff may ask again by hand).
create table review_requests (
  booking_id uuid primary key references bookings (id) on delete cascade,
  sent_at    timestamptz not null default now()
);

-- A tour's rating is the average of its approved reviews when it has any. A write of `rating` by
-- anything else (the tour form, the seed) is the stated rating, kept for when it has none.
alter table tours add column stated_rating numeric(2, 1);
update tours set stated_rating = rating;

create function tours_review_rating() returns trigger
language plpgsql as $$
declare
  average numeric;
begin
  if tg_op = 'INSERT' or new.rating is distinct from old.rating then
    new.stated_rating := new.rating;
  end if;
  select round(avg(stars)::numeric, 1) into average from reviews where tour_id = new.id and status = 'approved';
  new.rating := coalesce(average, new.stated_rating, new.rating);
  return new;
end;
$$;
create trigger tours_review_rating before insert or update on tours
  for each row execute function tours_review_rating();

-- A review approved, hidden, edited or removed recomputes its tour's rating (the tour row's own
-- trigger does the sum; its catalogue trigger bumps the catalogue version).
create function reviews_rate_tour() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and (tg_op = 'DELETE' or old.status = 'approved' or new.status = 'approved') then
    update tours set stated_rating = stated_rating where id = old.tour_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'approved' and (tg_op = 'INSERT' or new.tour_id is distinct from old.tour_id) then
    update tours set stated_rating = stated_rating where id = new.tour_id;
  end if;
  return null;
end;
$$;
create trigger reviews_rate_tour after insert or update or delete on reviews
  for each row execute function reviews_rate_tour();

-- The tour pages and home show approved reviews: what they show changing bumps the catalogue version.
create constraint trigger reviews_catalogue_version_insert after insert on reviews
  deferrable initially deferred for each row
  when (new.status = 'approved') execute function bump_catalogue_version();
create constraint trigger reviews_catalogue_version_delete after delete on reviews
  deferrable initially deferred for each row
  when (old.status = 'approved') execute function bump_catalogue_version();
create constraint trigger reviews_catalogue_version_update after update on reviews
  deferrable initially deferred for each row
  when (old.status = 'approved' or new.status = 'approved') execute function bump_catalogue_version();

-- A live alert for staff (migration 0022 reserved the kind).
create or replace function staff_event_review() returns trigger
language plpgsql as $$
declare
  booking record;
begin
  select b.reference, b.tour_name into booking from bookings b where b.id = new.booking_id;
  perform staff_event('review.created', new.id, jsonb_build_object(
    'name', left(new.author, 120), 'reference', booking.reference, 'tour', left(booking.tour_name, 160),
    'preview', left(new.title, 120)));
  return null;
end;
$$;
create trigger reviews_staff_event after insert on reviews
  for each row execute function staff_event_review();
