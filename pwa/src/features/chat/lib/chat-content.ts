/** The chat widget's copy: greeting, quick replies, the canned reply and the note. */

export const CHAT_GREETING =
  'Jambo! 👋 I’m here to help you plan your East African safari. Ask us anything, or pick a topic below.';

/** Sent after every visitor message, CHAT_REPLY_DELAY_MS later. */
export const CHAT_CANNED_REPLY = 'Thanks! A safari planner will respond shortly.';

export const CHAT_NOTE = 'Replies usually within about 5 minutes during business hours.';

export interface QuickReply {
  /** Short label on the chip. */
  label: string;
  /** What the chip sends, as the visitor would write it. */
  message: string;
}

/** The spec's four topics: custom itinerary, best time for Mara, family tours, what's included. */
export const QUICK_REPLIES: readonly QuickReply[] = [
  { label: 'Custom itinerary', message: 'I’d like help planning a custom itinerary.' },
  { label: 'Best time for Mara', message: 'When is the best time to visit the Masai Mara?' },
  { label: 'Family tours', message: 'Do you have safaris that suit families with children?' },
  { label: 'What’s included', message: 'What is included in the price of your safaris?' },
];
