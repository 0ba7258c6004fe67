-- Abuse limits shared by every API replica: one row per limited key (a rule and an IP address,
-- account or e-mail address) counting hits in a fixed window that starts at the key's first hit.
-- Rows whose window has ended are pruned by the API.
create table rate_limits (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);

create index rate_limits_window_ends_at on rate_limits (window_ends_at);
