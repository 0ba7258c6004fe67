/**
 * The PWA's server render (pwa/src/entry-server.tsx), built by `npm run build -w pwa` into
 * `<pwa dist>/.ssr/entry-server.js` and loaded from there by path: the API never imports the PWA's
 * sources. Without the file (an old build) every page is the client-rendered shell, as before.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@safari/shared/page-data';

/** What `render` hands back (see entry-server.tsx). */
export interface RenderedPage {
  status: number;
  /** Tags for the document head: the LCP image preload. */
  head: string;
  /** The page's CSS as emotion's [id, rules] pairs, in insertion order (page-styles.ts places them). */
  styles: [string, string][];
  /** The page data element for the end of the body. */
  data: string;
  /** Streams the HTML inside #root into `destination` and ends it. */
  pipe(destination: NodeJS.WritableStream): NodeJS.WritableStream;
}

export interface ServerRenderer {
  /** Renders a page the route table (shared/src/site-pages.ts) gives to the server. */
  render(url: string, data: PageData, options?: { onError?: (error: unknown) => void }): Promise<RenderedPage | null>;
}

export function serverBundlePath(pwaDist: string): string {
  return path.join(pwaDist, '.ssr', 'entry-server.js');
}

/** The server render of the build in `pwaDist`; null when that build has none. */
export async function loadServerRenderer(pwaDist: string): Promise<ServerRenderer | null> {
  const file = serverBundlePath(pwaDist);
  const found = await access(file).then(
    () => true,
    () => false,
  );
  if (!found) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<ServerRenderer>;
  if (typeof module.render !== 'function') throw new Error(`${file} does not export render`);
  return { render: module.render };
}
