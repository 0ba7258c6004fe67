/** The IndexedDB database of the offline store: opened by offline/db.ts, looked for by offline/live.ts. */
export const DB_NAME = 'pulse-safaris';
