/**
 * Loads zod (configured for the browser, see zod-browser.ts) without naming any of its exports: a
 * dynamic import of zod-browser itself would keep all of zod in the bundle. api-client.ts imports
 * this before a schema module, so that zod's own start-up and the schemas' run in separate tasks.
 */
import './zod-browser';
