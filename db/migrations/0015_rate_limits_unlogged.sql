-- Abuse-limit counters are short-lived (a window of minutes) and cheap to lose: after a crash the
-- table starts empty, which only forgives the hits of the current windows. Unlogged, a hit writes no
-- WAL, so the request that counts it (every booking, enquiry, sign-in…) no longer waits for a WAL
-- flush of its own before the real write, which still waits for its own.
alter table rate_limits set unlogged;
