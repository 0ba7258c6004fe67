-- Undoes migration 0040: every booking notifies the staff consoles from its own insert again
-- (migration 0022's staff_event, as it was). Deferring the form's notifications to one transaction
-- per batch did not pay on the bench: with the machine quiet, the extra round trip per batch cost
-- more than the notifying commits queueing one after the other, and the hot departure's p99 rose
-- (bookings.service.ts no longer asks for it; bench figures in the session's report).
drop function notify_staff_events(text, uuid[]);
drop index staff_events_record_idx;

create or replace function staff_event(event_kind text, event_record uuid, event_summary jsonb) returns void
language plpgsql as $$
declare
  row staff_events;
begin
  insert into staff_events (kind, record_id, summary)
    values (event_kind, event_record, jsonb_strip_nulls(event_summary))
    returning * into row;
  perform pg_notify('staff_events', json_build_object(
    'id', row.id::text, 'kind', row.kind, 'recordId', row.record_id, 'summary', row.summary,
    'at', to_char(row.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  -- Housekeeping: a week of events is more than any reconnect asks for.
  if row.id % 200 = 0 then
    delete from staff_events where created_at < now() - interval '7 days';
  end if;
end;
$$;

drop function staff_event_payload(staff_events);
