/** The targets of the issue 'Fast on a cheap phone', per public page (Lighthouse mobile defaults). */
export const TARGETS = {
  /** Lighthouse category scores, 0–100. */
  minScore: 95,
  lcpMs: 2_000,
  tbtMs: 150,
  cls: 0.05,
  /** JS downloaded (gzip as transferred) before the Largest Contentful Paint. */
  jsBeforeLcpBytes: 100_000,
  jsBeforeLcpRequests: 10,
  /** All JS the page downloads until the network is idle. */
  jsTotalBytes: 180_000,
} as const;

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
