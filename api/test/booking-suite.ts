/**
 * The world of a file that checks who may open a booking: the test suite with the three callers it
 * compares (the booking's owner, another traveller, an admin, who has no way in on the public
 * routes), one $1,000 tour to book, and the tables the tests write emptied before each test.
 */
import { beforeAll, beforeEach } from 'vitest';
import { insertTour } from './fixtures';
import { testSuite, type TestSuite } from './suite';

export type BookingSuite = TestSuite<'owner' | 'other' | 'staff'> & {
  /** Set in beforeAll. */
  tourId: string;
};

export function bookingSuite(tour: { slug: string; name: string }, emptied: readonly string[]): BookingSuite {
  const suite: BookingSuite = Object.assign(
    testSuite({
      owner: { email: 'owner@example.com', name: 'Owner' },
      other: { email: 'other@example.com', name: 'Other Traveller' },
      staff: { email: 'staff@example.com', name: 'Staff Admin', role: 'admin' },
    }),
    { tourId: '' },
  );

  beforeAll(async () => {
    suite.tourId = await insertTour(suite.db.pool, { ...tour, price: 1000 });
  });

  beforeEach(async () => {
    await suite.db.pool.query(emptied.map((table) => `delete from ${table}`).join('; '));
  });

  return suite;
}
