/** The chat launcher's texts (kept out of chat-state so the shell's placeholder launcher stays small). */

/** The launcher's accessible name, which carries the unread count. */
export function launcherLabel(unread: number): string {
  if (unread <= 0) return 'Open chat';
  return `Open chat, ${unread} unread ${unread === 1 ? 'message' : 'messages'}`;
}

/** The badge text: the count, capped so it fits the badge. */
export function badgeText(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}
