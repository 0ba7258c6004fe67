-- Bookings owned properly: a booking's row id is no longer a key to it. Each booking gets its own
-- random access key (32 bytes from Postgres's strong random source, base64url), which travels only
-- in the traveller's own links (e-mails, the checkout URL, the answer to the booking's POST). The
-- public checkout, pay-later and payment routes need either this key or the owner's session.
-- A volatile default is evaluated per row, so every existing booking gets a key of its own too, and
-- so does every booking staff enter in the console.
alter table bookings
  add column access_key text not null
    default rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=');
