import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withTx } from './db';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

const countSettings = async () =>
  Number((await db.pool.query<{ n: string }>(`select count(*) as n from app_settings where key like 'tx-%'`)).rows[0]?.n);

describe('withTx', () => {
  it('when the work succeeds, then all of it is committed and its result returned', async () => {
    const result = await withTx(db.pool, async (client) => {
      await client.query(`insert into app_settings (key) values ('tx-a'), ('tx-b')`);
      return 'done';
    });

    expect(result).toBe('done');
    expect(await countSettings()).toBe(2);
  });

  it('when the work fails halfway, then nothing of it remains and the error comes through', async () => {
    const failure = withTx(db.pool, async (client) => {
      await client.query(`insert into app_settings (key) values ('tx-c')`);
      await client.query(`insert into app_settings (key) values ('tx-a')`); // duplicate key
    });

    await expect(failure).rejects.toMatchObject({ code: '23505' });
    expect(await countSettings()).toBe(2);
  });

  it('when transactions fail repeatedly, then connections go back to the pool', async () => {
    for (let i = 0; i < 8; i += 1) {
      await expect(withTx(db.pool, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    }
    expect(db.pool.totalCount).toBeLessThanOrEqual(5);
    expect(db.pool.waitingCount).toBe(0);
    await expect(withTx(db.pool, async (client) => (await client.query('select 1 as one')).rows[0])).resolves.toEqual({
      one: 1,
    });
  });
});
