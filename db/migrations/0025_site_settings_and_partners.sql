-- Site settings (issue 30): what the operator says about itself, changed by admins in the console
-- (shared/src/settings.ts is the shape; the seeded value below is DEFAULT_SITE_SETTINGS, the
-- specification's values). One row. Every server-rendered page carries them, so a change bumps the
-- catalogue version at commit like any catalogue write: the kept pages and catalogue answers of every
-- replica are dropped through the version's LISTEN/NOTIFY (migration 0014).
create table site_settings (
  id         boolean primary key default true check (id),
  value      jsonb not null,
  updated_at timestamptz,
  updated_by uuid references users (id) on delete set null
);

insert into site_settings (value) values ($json$
{
  "name": "Pulse of the Wild Safaris",
  "shortName": "Pulse Safaris",
  "tagline": "East Africa Specialists • 24/7 Support",
  "phone": "+254 712 345 678",
  "whatsapp": "254712345678",
  "whatsappGreeting": "Hello! I would like to plan a safari with Pulse of the Wild.",
  "email": "hello@pulseofthewild.co.ke",
  "address": "Westlands, Nairobi, Kenya",
  "mapUrl": "https://www.openstreetmap.org/?mlat=-1.2921&mlon=36.8219#map=13/-1.2921/36.8219",
  "officeHours": {
    "days": [
      1,
      2,
      3,
      4,
      5,
      6,
      7
    ],
    "from": "08:00",
    "to": "20:00",
    "text": "Mon to Sun 08:00 to 20:00 EAT"
  },
  "responsePromise": "We respond within 24 hours.",
  "social": {
    "instagram": "https://instagram.com/",
    "facebook": "https://facebook.com/",
    "x": "https://x.com/",
    "youtube": "https://youtube.com/"
  },
  "reviewUrl": "https://www.tripadvisor.com/",
  "figures": {
    "heroBadge": "4.9/5 from 500+ travellers",
    "home": [
      {
        "value": "10+",
        "label": "Years of experience",
        "text": "More than a decade of planning and guiding safaris across East Africa from our base in Nairobi."
      },
      {
        "value": "5k+",
        "label": "Happy travellers",
        "text": "Families, couples, photographers and first-timers who trusted us with the trip of a lifetime."
      },
      {
        "value": "40+",
        "label": "Parks & reserves",
        "text": "From the Masai Mara and Amboseli to the Serengeti, Bwindi and Volcanoes National Park."
      },
      {
        "value": "4.9/5",
        "label": "Average rating",
        "text": "Consistently top-rated by our guests for guiding, planning and care before, during and after the trip."
      }
    ],
    "about": [
      {
        "value": 12,
        "label": "Years of experience"
      },
      {
        "value": 500,
        "label": "Reviews"
      },
      {
        "value": 35,
        "label": "Parks & reserves"
      },
      {
        "value": 1200,
        "label": "Itineraries crafted"
      }
    ]
  },
  "footerBadges": [
    {
      "label": "Kenya Wildlife Service affiliated",
      "icon": "verified"
    },
    {
      "label": "4.9/5 rating",
      "icon": "star"
    },
    {
      "label": "500+ reviews",
      "icon": "reviews"
    },
    {
      "label": "Secure payment",
      "icon": "lock"
    }
  ]
}
$json$::jsonb);

create constraint trigger site_settings_catalogue_version after insert or update or delete on site_settings
  deferrable initially deferred for each row execute function bump_catalogue_version();

-- Partners in the console (issue 30): staff reorder them (position, already there) and hide them
-- without deleting; a hidden partner leaves the public list.
alter table partners add column hidden boolean not null default false;
