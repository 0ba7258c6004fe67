-- The audit trail keeps what a staff write changed: the record before and after it (null when the
-- write created or deleted the record).
alter table audit_log add column before jsonb;
alter table audit_log add column after jsonb;
