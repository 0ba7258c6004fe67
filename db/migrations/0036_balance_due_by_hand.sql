-- A balance due date the office set by hand (staff gave more time to pay): when the booking's date
-- changes or it moves to another departure, that date keeps its distance to the travel date instead
-- of being replaced by the tour's rule (shared/src/money-rules.ts `balanceDueAfterChange`).
alter table bookings add column balance_due_by_hand boolean not null default false;
