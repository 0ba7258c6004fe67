import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { ConflictError } from './errors';
import { createStore, type Queryable } from './db';
import { requestHash, runIdempotent, runIdempotentTogether } from './idempotency';
import { createIdempotencyRepo } from './idempotency.repo';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query('create table demo_rows (id serial primary key, note text not null)');
});
afterAll(async () => db.drop());
beforeEach(async () => {
  await db.pool.query('truncate demo_rows, idempotency_keys');
});

const scope = 'POST /api/demo';
/** The demo table has no repo: the tests write it through the transaction's client. */
const store = () => createStore(db.pool, (client) => ({ idempotency: createIdempotencyRepo(client), db: client }));

function createRow(note: string) {
  return async ({ db: client }: { db: Queryable }) => {
    const { rows } = await client.query<{ id: number }>('insert into demo_rows (note) values ($1) returning id', [note]);
    return { status: 201, body: { id: rows[0]!.id, note } };
  };
}

async function rowCount(): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>('select count(*) as n from demo_rows');
  return Number(rows[0]!.n);
}

describe('runIdempotent', () => {
  it('when the same key and body come twice, then one row is created and the first answer is replayed', async () => {
    const first = await runIdempotent(store(), { key: 'key-00000001', scope, body: { note: 'a' } }, createRow('a'));
    const second = await runIdempotent(store(), { key: 'key-00000001', scope, body: { note: 'a' } }, createRow('a'));
    expect(first).toEqual({ status: 201, body: { id: first.body.id, note: 'a' }, replayed: false });
    expect(second).toEqual({ ...first, replayed: true });
    expect(await rowCount()).toBe(1);
  });

  it('when a key comes back with a different body, then it is a 409 conflict and nothing is written', async () => {
    await runIdempotent(store(), { key: 'key-00000002', scope, body: { note: 'a' } }, createRow('a'));
    await expect(runIdempotent(store(), { key: 'key-00000002', scope, body: { note: 'b' } }, createRow('b'))).rejects.toBeInstanceOf(ConflictError);
    expect(await rowCount()).toBe(1);
  });

  it('when ten requests with one key race, then exactly one row exists and all get the same answer', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => runIdempotent(store(), { key: 'key-race-0001', scope, body: { note: 'r' } }, createRow('r'))),
    );
    expect(await rowCount()).toBe(1);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it('when a replay would now fail (say the booking is paid since), then it still gets the first answer', async () => {
    const first = await runIdempotent(store(), { key: 'key-00000004', scope, body: { note: 'p' } }, createRow('p'));
    const replay = await runIdempotent(store(), { key: 'key-00000004', scope, body: { note: 'p' } }, async () => {
      throw new ConflictError('This booking is already paid.');
    });
    expect(replay).toEqual({ ...first, replayed: true });
    expect(await rowCount()).toBe(1);
  });

  it('when no key is sent, then every request creates its row', async () => {
    await runIdempotent(store(), { key: undefined, scope, body: { note: 'x' } }, createRow('x'));
    await runIdempotent(store(), { key: undefined, scope, body: { note: 'x' } }, createRow('x'));
    expect(await rowCount()).toBe(2);
  });

  it('when the create step fails, then the key is not stored and a retry can succeed', async () => {
    await expect(
      runIdempotent(store(), { key: 'key-00000003', scope, body: {} }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const retry = await runIdempotent(store(), { key: 'key-00000003', scope, body: {} }, createRow('ok'));
    expect(retry.replayed).toBe(false);
    expect(await rowCount()).toBe(1);
  });

  it('together: when the same key races ten times, then one row exists, all get one answer; a replay that would now fail still gets it', async () => {
    const prepare = (note: string) => async () => ({ status: 201, body: { note }, statements: [{ text: 'insert into demo_rows (note) values ($1)', values: [note] }] });
    const results = await Promise.all(Array.from({ length: 10 }, () => runIdempotentTogether(store(), { key: 'key-together-1', scope, body: { note: 't' } }, prepare('t'))));
    expect(await rowCount()).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const replay = await runIdempotentTogether(store(), { key: 'key-together-1', scope, body: { note: 't' } }, async () => {
      throw new ConflictError('Gone since.');
    });
    expect(replay).toEqual({ status: 201, body: { note: 't' }, replayed: true });
    expect(await rowCount()).toBe(1);
  });

  it('together: when one of the statements fails, then none of them is written, nor the key', async () => {
    await expect(
      runIdempotentTogether(store(), { key: 'key-together-2', scope, body: {} }, async () => ({
        status: 201,
        body: {},
        statements: [
          { text: 'insert into demo_rows (note) values ($1)', values: ['first'] },
          { text: 'insert into demo_rows (note) values ($1)', values: [null] },
        ],
      })),
    ).rejects.toMatchObject({ code: '23502' });
    expect(await rowCount()).toBe(0);
    const { rows } = await db.pool.query(`select 1 from idempotency_keys where key = 'key-together-2'`);
    expect(rows).toEqual([]);
  });

  it('when bodies differ only in key order, then they hash the same', () => {
    expect(requestHash(scope, { a: 1, b: { c: 2, d: 3 } })).toBe(requestHash(scope, { b: { d: 3, c: 2 }, a: 1 }));
    expect(requestHash(scope, { a: 1 })).not.toBe(requestHash('POST /api/other', { a: 1 }));
  });

  it('when a key stored by an earlier release is replayed, then its body hashes as it did then', () => {
    // The hash stored with every key: a change to how bodies are written out would turn replays into 409s.
    const body = { tourId: 't1', date: '2099-01-02', adults: 2, children: undefined, contact: { name: 'Åsa', email: 'a@b.test', phone: '+254 700' }, payment: { payMode: 'now', method: 'mpesa' }, extras: [1, null, 'x'] };
    expect(requestHash('POST /api/bookings', body)).toBe('05d431177baff2b7af63e0849b76f92f001bb9d7a91e0b9b1a29fa0e66279f17');
  });
});
