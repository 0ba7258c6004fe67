/**
 * A test file's world: the real app on a database of its own and the accounts it acts as, made
 * before the file's first test and dropped after its last. The hooks of the file that run after
 * these (its own beforeAll, beforeEach) find everything in place.
 */
import type express from 'express';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config';
import { createTestApp, type TestEnv } from './app';
import { insertUser, tokenFor, type UserFixture } from './auth-fixtures';
import { createTestDatabase, type TestDatabase } from './db';

type Account = Parameters<typeof insertUser>[1];

export interface TestSuite<Name extends string> {
  /** Set in beforeAll: read inside hooks and tests. */
  db: TestDatabase;
  app: express.Express;
  config: Config;
  /** One object from the start (safe to destructure), its accounts filled in before the first test. */
  users: Record<Name, UserFixture>;
  /** The Authorization header that signs in as the account, with the app's own secret. */
  bearer(user: UserFixture): string;
}

/** Registers the file's beforeAll/afterAll; call it at the top of the file, before the file's own hooks. */
export function testSuite<Name extends string = never>(accounts: Record<Name, Account> = {} as Record<Name, Account>, options: { env?: TestEnv } = {}): TestSuite<Name> {
  const suite = {
    users: {} as Record<Name, UserFixture>,
    bearer: (user: UserFixture) => `Bearer ${tokenFor(suite.config.jwtSecret, user)}`,
  } as TestSuite<Name>;

  beforeAll(async () => {
    suite.db = await createTestDatabase();
    ({ app: suite.app, config: suite.config } = createTestApp({ pool: suite.db.pool, env: options.env }));
    for (const name of Object.keys(accounts) as Name[]) suite.users[name] = await insertUser(suite.db.pool, accounts[name]);
  });

  afterAll(async () => {
    // Undefined when beforeAll failed before the database was made.
    await (suite.db as TestDatabase | undefined)?.drop();
  });

  return suite;
}
