-- The stylesheets of server-rendered pages (issue 31): a page inlines the CSS of its first screen and
-- links the rest as /styles/page-<hash>.css, named by its content and cached for a year. The sheet is
-- kept here so that every replica answers a sheet any of them wrote, and old pages keep theirs.
create table page_styles (
  hash       text primary key check (hash ~ '^[0-9a-f]{16}$'),
  css        text not null,
  created_at timestamptz not null default now()
);
