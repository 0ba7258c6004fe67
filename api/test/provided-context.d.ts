export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the `postgres` database of the test server (see global-setup.ts). */
    pgAdminUrl: string;
  }
}
