-- Staff find a booking by reference, traveller's name, e-mail, phone or tour name, typing any part
-- of it. The phone is kept as its digits in the national form (a Kenyan number without its 254 or 0
-- prefix), so '+254 712 000 111', '0712000111' and '712000111' are one number; the API normalises
-- what staff type the same way. One trigram index over all of it keeps a substring search fast on
-- a large table (an ILIKE '%…%' cannot use a b-tree).
create extension if not exists pg_trgm;

alter table bookings add column search_text text generated always as (
  lower(reference || ' ' || contact_name || ' ' || contact_email || ' ' || tour_name) || ' '
    || regexp_replace(regexp_replace(contact_phone, '\D', '', 'g'), '^(254|0)(\d{9})$', '\2')
) stored;

create index bookings_search_trgm_idx on bookings using gin (search_text gin_trgm_ops);
