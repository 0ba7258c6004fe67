-- Payment states that never lie. A provider attempt knows when its answer was due (after that, with
-- no callback, it is 'unknown' and the provider's status query is asked), when the background worker
-- asks next (the same column is the lease that keeps two replicas from asking at once), how often it
-- asked, and whether it was flagged for staff (a callback whose amount or phone does not match).
alter table payments
  add column answer_due_at timestamptz,
  -- Null: nothing to ask (settled, the sandbox, a payment taken by hand).
  add column next_check_at timestamptz,
  add column checks        integer not null default 0 check (checks >= 0),
  add column flagged_at    timestamptz,
  add column flag_reason   text not null default '';

create index payments_next_check_idx on payments (next_check_at) where status = 'pending' and next_check_at is not null;
create index payments_flagged_idx on payments (flagged_at desc) where flagged_at is not null;

-- Attempts still waiting when this runs: M-Pesa's prompt is answered within a minute or two, a
-- provider's page may take longer; the worker asks about each of them from now on.
update payments
   set answer_due_at = created_at + case when provider = 'mpesa' then interval '90 seconds' else interval '30 minutes' end,
       next_check_at = greatest(now(), created_at + case when provider = 'mpesa' then interval '90 seconds' else interval '30 minutes' end)
 where status = 'pending' and provider in ('mpesa', 'pesapal', 'paypal');
