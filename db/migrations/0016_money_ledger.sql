-- Money as a ledger: every payment, refund and adjustment of a booking is a row, and what a booking
-- has paid, owes and got back is summed from its rows. Tours gain deposits, balances, resident and
-- citizen prices in shillings, seasons and a cancellation policy; staff keep the USD->KES rate.

-- The office's exchange rate: shillings per US dollar, with the date it was taken.
create table exchange_rates (
  currency   char(3) primary key check (currency = 'KES'),
  rate       numeric(12, 4) not null check (rate > 0),
  as_of      date not null,
  updated_by uuid references users (id) on delete set null,
  updated_at timestamptz not null default now()
);
-- A new rate changes every shilling price the public pages show.
create constraint trigger exchange_rates_catalogue_version after insert or update or delete on exchange_rates
  deferrable initially deferred for each row execute function bump_catalogue_version();

alter table tours
  add column resident_price_kes  numeric(12, 0) check (resident_price_kes >= 0),
  add column citizen_price_kes   numeric(12, 0) check (citizen_price_kes >= 0),
  add column deposit_percent     integer not null default 30 check (deposit_percent between 1 and 100),
  add column balance_due_days    integer not null default 60 check (balance_due_days between 0 and 365),
  -- [{"daysBefore": 60, "percent": 100}, ...]: the refund owed when cancelling that many days or more before travel.
  add column cancellation_policy jsonb not null default '[{"daysBefore": 60, "percent": 100}, {"daysBefore": 30, "percent": 50}]'
    check (jsonb_typeof(cancellation_policy) = 'array'),
  -- [{"name": "High season", "from": "07-01", "to": "10-31", "percent": 20}, ...]: yearly date ranges.
  add column seasons             jsonb not null default '[]' check (jsonb_typeof(seasons) = 'array');

alter table bookings drop constraint bookings_pay_mode_check;
alter table bookings add constraint bookings_pay_mode_check check (pay_mode in ('now', 'later', 'deposit'));
-- A cache of what the ledger says, rewritten from the rows in the transaction that adds one (for the list's filter).
alter table bookings drop constraint bookings_payment_status_check;
alter table bookings add constraint bookings_payment_status_check
  check (payment_status in ('unpaid', 'deposit paid', 'partially paid', 'paid', 'refunded', 'partially refunded', 'failed'));
alter table bookings drop constraint bookings_currency_check;
alter table bookings add constraint bookings_currency_check check (currency in ('USD', 'KES'));
alter table bookings
  add column residency        text not null default 'nonResident' check (residency in ('citizen', 'resident', 'nonResident')),
  -- The currency the traveller reads prices in (the header's switch when booking).
  add column display_currency char(3) not null default 'USD' check (display_currency in ('USD', 'KES')),
  -- In the booking's currency; 0 when the booking is paid in full.
  add column deposit_amount   numeric(12, 2) not null default 0 check (deposit_amount >= 0),
  add column balance_due_date date,
  -- Shillings per dollar used for a booking priced in KES (its USD equivalent), else 1.
  add column rate             numeric(12, 4) not null default 1 check (rate > 0);
update bookings b set balance_due_date = b.travel_date - t.balance_due_days from tours t where t.id = b.tour_id;
alter table bookings alter column balance_due_date set not null;
-- A booking written without a due date (by hand, an import) gets its tour's: so many days before travel.
create function set_balance_due_date() returns trigger language plpgsql as $$
begin
  if new.balance_due_date is null then
    new.balance_due_date := new.travel_date - coalesce((select balance_due_days from tours where id = new.tour_id), 60);
  end if;
  return new;
end $$;
create trigger bookings_balance_due_date before insert on bookings for each row execute function set_balance_due_date();
create index bookings_balance_due_idx on bookings (balance_due_date)
  where status <> 'canceled' and payment_status in ('unpaid', 'deposit paid', 'partially paid', 'failed');

-- The rate a provider attempt was charged at (M-Pesa in shillings for a dollar price), for its ledger entry.
alter table payments add column rate numeric(12, 4) not null default 1 check (rate > 0);

-- Numbered receipts: one counter row, taken under lock in the transaction that adds the entry, so
-- the numbers have no gaps (a rolled-back entry gives its number back).
create table receipt_counter (
  id   boolean primary key default true check (id),
  last integer not null default 0 check (last >= 0)
);
insert into receipt_counter (id, last) values (true, 0);

-- The app never deletes a booking or a payment attempt (a booking is cancelled, an attempt fails);
-- the cascades only let a test or a data-protection erasure remove a booking whole.
create table ledger_entries (
  id             uuid primary key default gen_random_uuid(),
  booking_id     uuid not null references bookings (id) on delete cascade,
  kind           text not null check (kind in ('payment', 'refund', 'adjustment')),
  -- Signed as money reaches the operator: payments > 0, refunds < 0, adjustments either way.
  amount         numeric(14, 2) not null check (amount <> 0),
  currency       char(3) not null check (currency in ('USD', 'KES')),
  -- Shillings per dollar used, and the date of that rate.
  rate           numeric(12, 4) not null check (rate > 0),
  rate_date      date not null,
  usd            numeric(14, 2) not null,
  -- The same amount in the booking's own currency (what settles its balance).
  booking_amount numeric(14, 2) not null,
  method         text not null check (method in ('mpesa', 'pesapal', 'paypal', 'cash', 'bank_transfer', 'mpesa_till', 'other')),
  -- M-Pesa receipt, Pesapal tracking id, bank reference, cash receipt book number.
  reference      text not null default '',
  -- The provider attempt it came from: one entry per attempt, however often the provider reports.
  payment_id     uuid unique references payments (id) on delete cascade,
  receipt_no     integer not null unique check (receipt_no > 0),
  recorded_by    uuid references users (id) on delete set null,
  note           text not null default '',
  created_at     timestamptz not null default now(),
  check ((kind = 'payment' and amount > 0) or (kind = 'refund' and amount < 0) or kind = 'adjustment')
);
create index ledger_entries_booking_idx on ledger_entries (booking_id, created_at);
create index ledger_entries_created_idx on ledger_entries (created_at);

-- Balance reminders sent: one row per booking and threshold (14, 7, 2 days before the due date).
create table balance_reminders (
  booking_id  uuid not null references bookings (id) on delete cascade,
  days_before integer not null,
  sent_at     timestamptz not null default now(),
  primary key (booking_id, days_before)
);

-- Payments already taken become ledger rows, numbered in the order they were taken.
insert into ledger_entries (booking_id, kind, amount, currency, rate, rate_date, usd, booking_amount, method, reference, payment_id, receipt_no, recorded_by, created_at)
select p.booking_id, 'payment', p.amount, p.currency, 1, p.updated_at::date, p.amount, p.amount,
       case when p.provider = 'manual' then coalesce(p.raw->>'method', 'other') else coalesce(b.payment_method, 'other') end,
       coalesce(p.raw->>'receipt', p.provider_ref, ''), p.id,
       row_number() over (order by p.updated_at, p.id),
       u.id, p.updated_at
  from payments p join bookings b on b.id = p.booking_id left join users u on u.id::text = p.raw->>'recordedBy'
 where p.status = 'succeeded' and p.currency = 'USD' and p.amount > 0;
update receipt_counter set last = (select count(*) from ledger_entries);
