/**
 * Lets any page open the chat widget (e.g. the Live Chat page's button) without importing it:
 * the widget listens for this event.
 */
export const OPEN_CHAT_EVENT = 'safari:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
