-- Staff console: the moderator role (blog, comments, enquiries) and the audit trail of staff writes.

alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('admin', 'moderator', 'user'));

-- Every staff write is recorded here, in the same transaction as the write itself.
create table audit_log (
  id        bigint generated always as identity primary key,
  -- Null once the acting account is deleted; the entry stays.
  actor_id  uuid references users (id) on delete set null,
  -- e.g. 'create', 'update', 'delete', 'unpublish', 'hide', 'show', 'upload'
  action    text not null check (btrim(action) <> ''),
  -- e.g. 'tour', 'blog_post', 'blog_comment', 'upload'
  entity    text not null check (btrim(entity) <> ''),
  entity_id text,
  details   jsonb not null default '{}'::jsonb,
  at        timestamptz not null default now()
);
create index audit_log_at_idx on audit_log (at desc);
create index audit_log_entity_idx on audit_log (entity, entity_id, at desc);
create index audit_log_actor_idx on audit_log (actor_id, at desc);
