/** What a screen shows while a submission waits for a connection (kept apart so screens import only this). */
export const QUEUED_MESSAGE = "Saved on your phone — we'll send it as soon as you're back online";
