/** Where the device keeps its chat (local storage). The shell reads it too: keep this module tiny. */
export const CHAT_STORAGE_KEY = 'safari.chat.v2';
/** The query parameter of a reply e-mail's link that reopens a conversation ('/?chat=…'). */
export const CHAT_LINK_PARAM = 'chat';
/** A conversation id as the server makes them (128 random bits, base64url), checked before it is used. */
export const CONVERSATION_ID = /^[A-Za-z0-9_-]{22}$/;
