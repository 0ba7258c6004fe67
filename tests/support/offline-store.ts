import type { Page } from '@playwright/test';

/**
 * How many records a table of the app's offline database (pwa/src/offline/db.ts) holds: null while
 * there is no database at all, 0 when the table is not there yet.
 */
export function keptCount(page: Page, table: 'tours' | 'posts'): Promise<number | null> {
  return page.evaluate(async (name) => {
    const databases = await indexedDB.databases();
    // Opening a database that does not exist would create it: look first.
    if (!databases.some((database) => database.name === 'pulse-safaris')) return null;
    return new Promise<number | null>((resolve) => {
      const request = indexedDB.open('pulse-safaris');
      request.onerror = () => resolve(null);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(name)) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction(name).objectStore(name).count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => {
          db.close();
          resolve(null);
        };
      };
    });
  }, table);
}
