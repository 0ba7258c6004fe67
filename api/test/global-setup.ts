/**
 * One throw-away Postgres server for the whole API test run, and a migrated template database
 * that each test file copies (fast, and every file starts from the same schema).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { TEMPLATE_DATABASE } from './constants';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'safari-api-tests-'));
  // Running as root, Postgres runs as the postgres user, which must be able to enter the folder.
  await chmod(dir, 0o711);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'postgres'),
    persistent: false,
    log: (line) => console.error(`[test postgres] ${line}`),
  });
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    await migrate(server.urlFor(TEMPLATE_DATABASE));
  } catch (error) {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgAdminUrl', server.adminUrl);

  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
