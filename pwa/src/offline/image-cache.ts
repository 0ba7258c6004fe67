/**
 * Keeps images for offline use. Images a visitor sees are cached by the service worker as they
 * load (cache-first for /uploads); this asks for the ones not seen yet (a tour's other photos and
 * sizes) so the whole gallery opens on safari without signal. The requests go through the service
 * worker, which stores them in its bounded image cache.
 */

const CONCURRENCY = 2;
const warmed = new Set<string>();

function worthWarming(): boolean {
  if (typeof navigator === 'undefined' || !navigator.onLine) return false;
  // Without a controlling service worker nothing would keep the files.
  if (!navigator.serviceWorker?.controller) return false;
  // A visitor who asked to save data does not get extra downloads.
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData !== true;
}

/** Fetches each same-origin image once per page, two at a time, at low priority. */
export async function warmImages(urls: readonly string[]): Promise<void> {
  if (!worthWarming()) return;
  const queue = urls.filter((url) => url.startsWith('/') && !url.startsWith('//') && !warmed.has(url));
  for (const url of queue) warmed.add(url);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const response = await fetch(url, { credentials: 'same-origin', priority: 'low' } as RequestInit);
        // Drain the body so the connection is released at once.
        await response.arrayBuffer();
      } catch {
        // Offline again or a missing variant: the page falls back to the original or the stock image.
        warmed.delete(url);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
