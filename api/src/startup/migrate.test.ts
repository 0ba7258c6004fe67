import { readdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '@safari/db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/db';

/** The project's own migrations, in the order they apply. */
const PROJECT_MIGRATIONS = (await readdir(path.resolve(import.meta.dirname, '../../../db/migrations')))
  .filter((name) => name.endsWith('.sql'))
  .sort();

const created: TestDatabase[] = [];
const folders: string[] = [];

async function emptyDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase({ empty: true });
  created.push(db);
  return db;
}

async function migrationsFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safari-migrations-'));
  folders.push(dir);
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
  return dir;
}

async function tables(db: TestDatabase): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

afterEach(async () => {
  await Promise.all(created.splice(0).map((db) => db.drop()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('migrate', () => {
  it('when the database is empty, then every entity of the spec gets its table', async () => {
    const db = await emptyDatabase();
    const lines: string[] = [];

    const applied = await migrate(db.url, (line) => lines.push(line));

    expect(PROJECT_MIGRATIONS[0]).toBe('0001_initial.sql');
    expect(applied).toEqual(PROJECT_MIGRATIONS);
    expect(lines).toEqual(PROJECT_MIGRATIONS.map((name) => `applied migration ${name}`));
    expect(await tables(db)).toEqual(
      expect.arrayContaining([
        'app_settings',
        'blog_comments',
        'blog_likes',
        'blog_posts',
        'bookings',
        'email_verification_tokens',
        'enquiries',
        'idempotency_keys',
        'newsletter_subscribers',
        'notifications',
        'partners',
        'password_reset_tokens',
        'payments',
        'proposals',
        'schema_migrations',
        'tour_images',
        'tour_itinerary',
        'tours',
        'users',
        'wishlist_items',
      ]),
    );
  });

  it('when migrate runs again, then nothing is applied and nothing changes', async () => {
    const db = await emptyDatabase();
    await migrate(db.url);
    await db.pool.query(`insert into app_settings (key) values ('kept')`);

    expect(await migrate(db.url)).toEqual([]);
    expect(await migrate(db.url)).toEqual([]);
    const { rows } = await db.pool.query('select name from schema_migrations');
    expect(rows).toHaveLength(PROJECT_MIGRATIONS.length);
    expect((await db.pool.query(`select 1 from app_settings where key = 'kept'`)).rowCount).toBe(1);
  });

  it('when two replicas migrate the same database at once, then it is migrated exactly once and both succeed', async () => {
    const db = await emptyDatabase();

    const results = await Promise.all([migrate(db.url), migrate(db.url), migrate(db.url)]);

    expect(results.flat().sort()).toEqual(PROJECT_MIGRATIONS);
  });

  it('when a migration fails, then it leaves nothing behind and later ones are not applied', async () => {
    const db = await emptyDatabase();
    const dir = await migrationsFolder({
      '0001_first.sql': 'create table first_table (id int);',
      '0002_broken.sql': 'create table half_made (id int);\nselect 1 / 0;',
      '0003_after.sql': 'create table after_broken (id int);',
    });

    await expect(migrate(db.url, undefined, { migrationsDir: dir })).rejects.toThrow(
      /Migration 0002_broken\.sql failed: division by zero/,
    );

    expect(await tables(db)).toEqual(['first_table', 'schema_migrations']);
    await writeFile(path.join(dir, '0002_broken.sql'), 'create table half_made (id int);');
    expect(await migrate(db.url, undefined, { migrationsDir: dir })).toEqual(['0002_broken.sql', '0003_after.sql']);
  });

  it('when an applied migration file was edited afterwards, then migrate refuses to run', async () => {
    const db = await emptyDatabase();
    const dir = await migrationsFolder({ '0001_first.sql': 'create table first_table (id int);' });
    await migrate(db.url, undefined, { migrationsDir: dir });

    await writeFile(path.join(dir, '0001_first.sql'), 'create table first_table (id bigint);');
    await writeFile(path.join(dir, '0002_next.sql'), 'create table next_table (id int);');

    await expect(migrate(db.url, undefined, { migrationsDir: dir })).rejects.toThrow(/0001_first\.sql was changed/);
    expect(await tables(db)).not.toContain('next_table');
  });

  it('when a file name does not follow NNNN_name.sql, then migrate refuses to guess its order', async () => {
    const db = await emptyDatabase();
    const dir = await migrationsFolder({ '0001_first.sql': 'select 1;', 'add-users.sql': 'select 1;' });

    await expect(migrate(db.url, undefined, { migrationsDir: dir })).rejects.toThrow(/add-users\.sql/);
  });
});

describe('schema rules', () => {
  it('when rows break the business rules, then the database refuses them', async () => {
    const db = await emptyDatabase();
    await migrate(db.url);
    const insertTour = (columns: string, values: string) =>
      db.pool.query(`insert into tours (slug, name${columns}) values ('t-${Math.random().toString(36).slice(2)}', 'T'${values})`);

    await expect(insertTour(', rating', ', 5.5')).rejects.toMatchObject({ code: '23514' });
    await expect(insertTour(', tour_type', ", 'cruise'")).rejects.toMatchObject({ code: '23514' });
    await expect(insertTour(', price', ', -1')).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.pool.query(`insert into tours (slug, name) values ('0b7f3c1e-6a4d-4c55-9f0e-2d8a1b3c4d5e', 'Looks like an id')`),
    ).rejects.toMatchObject({ code: '23514' });

    await db.pool.query(`insert into users (email, password_hash) values ('Amina@Example.com', 'x')`);
    await expect(
      db.pool.query(`insert into users (email, password_hash) values ('amina@example.COM', 'y')`),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('when a tour row is updated, then updated_at moves forward by itself', async () => {
    const db = await emptyDatabase();
    await migrate(db.url);
    const { rows } = await db.pool.query<{ id: string; updated_at: Date }>(
      `insert into tours (slug, name) values ('mara', 'Mara') returning id, updated_at`,
    );
    const before = rows[0];

    const after = await db.pool.query<{ updated_at: Date }>(
      `update tours set name = 'Mara!' where id = $1 returning updated_at`,
      [before?.id],
    );

    expect(after.rows[0]?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? Infinity);
  });
});
