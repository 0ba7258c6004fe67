/**
 * Chat threads: a chat from the public widget is a conversation. `POST /api/enquiries` (channel
 * 'chat') starts one and answers its `conversation` id, which the traveller's device keeps and sends
 * back with each further message; `GET /api/chat/{conversation}` lists the thread (the widget polls
 * it, with ETag / 304); staff answer with `POST /api/admin/enquiries/chat/{id}/reply`.
 */
import { z } from 'zod';

/** 128 random bits, base64url: 22 characters. */
export const CONVERSATION_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const conversationSchema = z.string().regex(CONVERSATION_PATTERN, 'Invalid conversation.');

export const chatParamsSchema = z.object({ conversation: conversationSchema });

export const CHAT_AUTHORS = ['traveller', 'staff'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export const chatThreadMessageSchema = z.object({
  id: z.uuid(),
  from: z.enum(CHAT_AUTHORS),
  text: z.string(),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** A staff reply: the planner's first name (empty once the account is gone). */
  by: z.string().optional(),
});
export type ChatThreadMessage = z.infer<typeof chatThreadMessageSchema>;

/** Answer of `GET /api/chat/{conversation}`: the thread, oldest first. */
export const chatThreadSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(chatThreadMessageSchema),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** A traveller whose widget has not read the thread for this long has left: a reply is e-mailed too. */
export const CHAT_AWAY_AFTER_MS = 2 * 60_000;

/** The site path that reopens a conversation (the link of a reply e-mail). */
export function chatLinkPath(conversation: string): string {
  return `/?chat=${encodeURIComponent(conversation)}`;
}

/** A staff member's name as travellers see it in the chat: the first name only. */
export function firstNameOf(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
