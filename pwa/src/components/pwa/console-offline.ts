/** What the staff console's offline banner says (components/pwa/online-only; the console's forms repeat it for screen readers). */
export const CONSOLE_OFFLINE_BANNER = 'You are offline. Keep working: what you type stays on this tablet, and saving waits for the connection.';
