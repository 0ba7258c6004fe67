import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { combine, createPool, createStore, endPool, grouped, withTx, type Statement } from './db';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

/** How many of these settings exist: each test writes keys of its own, so the tests run in any order. */
const countSettings = async (keys: string[]) =>
  Number((await db.pool.query<{ n: string }>('select count(*) as n from app_settings where key = any($1)', [keys])).rows[0]?.n);

describe('withTx', () => {
  it('when the work succeeds, then all of it is committed and its result returned', async () => {
    const result = await withTx(db.pool, async (client) => {
      await client.query(`insert into app_settings (key) values ('tx-ok-a'), ('tx-ok-b')`);
      return 'done';
    });

    expect(result).toBe('done');
    expect(await countSettings(['tx-ok-a', 'tx-ok-b'])).toBe(2);
  });

  it('when the work fails halfway, then nothing of it remains and the error comes through', async () => {
    await db.pool.query(`insert into app_settings (key) values ('tx-taken')`);
    const failure = withTx(db.pool, async (client) => {
      await client.query(`insert into app_settings (key) values ('tx-half')`);
      await client.query(`insert into app_settings (key) values ('tx-taken')`); // duplicate key
    });

    await expect(failure).rejects.toMatchObject({ code: '23505' });
    expect(await countSettings(['tx-half'])).toBe(0);
  });

  it('when the server ends the connection between two queries of a transaction, then the transaction fails and the process lives on', async () => {
    const pool = createPool(db.url, { max: 2 });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const failure = withTx(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        // What a database restart does to every session: terminated while the app is between queries.
        await db.pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await client.query('select 1');
      });
      await expect(failure).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      // The broken connection was dropped: the pool still answers.
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await endPool(pool);
    }
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

describe('createStore', () => {
  it('when work in store.transaction fails, then everything its repos wrote is rolled back; store.repos write on their own', async () => {
    const store = createStore(db.pool, (client) => ({
      settings: { add: (key: string) => client.query('insert into app_settings (key) values ($1)', [key]) },
    }));

    const failure = store.transaction(async (tx) => {
      await tx.settings.add('store-a');
      await tx.settings.add('store-b');
      throw new Error('boom');
    });

    await expect(failure).rejects.toThrow('boom');
    expect(await countSettings(['store-a', 'store-b'])).toBe(0);
    await store.repos.settings.add('store-c');
    expect(await countSettings(['store-c'])).toBe(1);
  });

  it('when a statement of store.repos or runTogether fails, then its connection is kept (no new connection per refusal)', async () => {
    const pool = createPool(db.url, { max: 1 });
    try {
      const store = createStore(pool, (client) => ({ pid: async () => (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid, fail: () => client.query('select 1 / 0') }));
      const first = await store.repos.pid();
      await expect(store.repos.fail()).rejects.toMatchObject({ code: '22012' });
      await expect(store.runTogether([{ text: `insert into app_settings (key) values ('kept-a'), ('kept-a')`, values: [] }])).rejects.toMatchObject({ code: '23505' });
      expect(await store.repos.pid()).toBe(first);
      expect(await countSettings(['kept-a'])).toBe(0);
    } finally {
      await endPool(pool);
    }
  });
});

describe('endPool', () => {
  it('when the pool is ended, then the database no longer sees any of its connections', async () => {
    const pool = createPool(db.url);
    await Promise.all([1, 2, 3].map(() => pool.query('select pg_sleep(0.05)')));
    const connections = async () =>
      Number(
        (
          await db.pool.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity where datname = current_database() and application_name = 'safari-api'`,
          )
        ).rows[0]?.n,
      );
    expect(await connections()).toBe(3);

    await endPool(pool);

    expect(await connections()).toBe(0);
  });
});

describe('combine', () => {
  const booking = (id: string): Statement => ({ text: 'insert into a (x, y) values ($1, $2)', values: [id, 1] });
  const mail = (to: string): Statement => ({ text: 'insert into b (to_address) values ($1)', values: [to] });

  it('when statements are combined, then each part is numbered after the previous parts, and the values follow in order', () => {
    const query = combine([booking('a'), mail('m'), booking('b')]);
    expect(query.text).toBe('with w0 as (insert into a (x, y) values ($1, $2)),\nw1 as (insert into b (to_address) values ($3)),\nw2 as (insert into a (x, y) values ($4, $5))\nselect 1');
    expect(query.values).toEqual(['a', 1, 'm', 'b', 1]);
  });

  it('when the same shape comes again with other values, then it has the same text and name; another shape has another name', () => {
    const first = combine([booking('a'), mail('m')]);
    const again = combine([booking('c'), mail('n')]);
    expect(again).toEqual({ name: first.name, text: first.text, values: ['c', 1, 'n'] });
    expect(combine([mail('n'), booking('c')]).name).not.toBe(first.name);
    expect(combine([booking('c')]).name).not.toBe(first.name);
  });

  it('when a part of a known text comes with another number of values, then it is numbered by its own values', () => {
    combine([{ text: 'select $1', values: [1] }, mail('m')]);
    const query = combine([{ text: 'select $1', values: [1, 2] }, mail('m')]);
    expect(query.text).toContain('w1 as (insert into b (to_address) values ($3))');
    expect(query.values).toEqual([1, 2, 'm']);
  });
});

describe('grouped (group commit)', () => {
  /** A writer whose groups and lone calls are recorded; `together` fails when a group holds 'bad'. */
  function recorder(concurrency = 2) {
    const groups: string[][] = [];
    const alone: string[] = [];
    const write = grouped<string, string>({
      together: async (items) => {
        groups.push(items);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (items.includes('bad')) throw new Error('one row broke the statement');
        return items.map((item) => `${item}:together`);
      },
      alone: async (item) => {
        alone.push(item);
        if (item === 'bad') throw new Error('bad alone');
        return `${item}:alone`;
      },
      concurrency,
      maxGroup: 3,
    });
    return { groups, alone, write };
  }

  it('when one call comes alone, then it is written alone, as without grouping', async () => {
    const { groups, alone, write } = recorder();
    expect(await write('a')).toBe('a:alone');
    expect(groups).toEqual([]);
    expect(alone).toEqual(['a']);
  });

  it('when calls come in the same turn, then they go together, at most maxGroup at a time, each answered in order', async () => {
    const { groups, alone, write } = recorder();
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(write));
    expect(answers).toEqual(['a:together', 'b:together', 'c:together', 'd:together', 'e:together']);
    expect(groups).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(alone).toEqual([]);
  });

  it('when every writer is busy, then the calls that come meanwhile wait and go together next', async () => {
    const { groups, write } = recorder(1);
    const first = Promise.all(['a', 'b'].map(write));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [write('c')];
    await new Promise((resolve) => setTimeout(resolve, 5));
    later.push(write('d'));
    await Promise.all([first, ...later]);
    expect(groups).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('when several writers are free, then a burst is shared out among them instead of going as one group', async () => {
    const { groups, write } = recorder(3);
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(write));
    expect(groups).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
      ['f', 'g'],
    ]);
  });

  it('when a group fails, then each of its calls is written alone and gets its own answer or error', async () => {
    const { groups, alone, write } = recorder(1);
    const answers = await Promise.allSettled(['a', 'bad', 'c'].map(write));
    expect(groups).toEqual([['a', 'bad', 'c']]);
    expect([...alone].sort()).toEqual(['a', 'bad', 'c']);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 'a:alone' },
      { status: 'rejected', reason: new Error('bad alone') },
      { status: 'fulfilled', value: 'c:alone' },
    ]);
  });
});
