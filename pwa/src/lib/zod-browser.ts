/**
 * `zod` as the PWA sees it (vite.config.ts aliases the bare 'zod' import here): zod configured
 * jitless before any schema module runs. The CSP allows no eval ('self' scripts only); without
 * this, zod probes `new Function('')` on its first object schema, which the browser reports as a
 * CSP violation even though zod catches the error. The API keeps zod's default (JIT) parsing.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
