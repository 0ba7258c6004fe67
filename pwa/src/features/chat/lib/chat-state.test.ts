import { describe, expect, it } from 'vitest';
import { badgeText, chatReducer, initialChatState, launcherLabel, type ChatMessage, type ChatState } from './chat-state';

const greeting: ChatMessage = { id: 'g', from: 'bot', text: 'Jambo!', time: '2025-03-01T09:00:00.000Z' };
const mine: ChatMessage = { id: 'm1', from: 'me', text: 'Best time for Mara?', time: '2025-03-01T09:01:00.000Z', delivery: 'sending' };
const reply: ChatMessage = { id: 'r1', from: 'bot', text: 'Thanks!', time: '2025-03-01T09:01:01.000Z' };

function run(state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]): ChatState {
  return actions.reduce(chatReducer, state);
}

describe('chatReducer', () => {
  it('when the widget starts, then it is closed with the greeting and nothing unread', () => {
    expect(initialChatState([greeting])).toEqual({ view: 'closed', messages: [greeting], unread: 0, pendingReplies: 0 });
  });

  it('when a visitor sends while open, then the message is added, a reply is pending, and the reply is not unread', () => {
    const sent = run(initialChatState([greeting]), { type: 'open' }, { type: 'send', message: mine });
    expect(sent.messages).toEqual([greeting, mine]);
    expect(sent.pendingReplies).toBe(1);
    const replied = chatReducer(sent, { type: 'reply', message: reply });
    expect(replied).toMatchObject({ unread: 0, pendingReplies: 0 });
    expect(replied.messages.at(-1)).toEqual(reply);
  });

  it('when replies arrive while minimised or closed, then each counts as unread and opening resets the count', () => {
    const minimised = run(initialChatState([greeting]), { type: 'open' }, { type: 'send', message: mine }, { type: 'minimise' }, { type: 'reply', message: reply });
    expect(minimised).toMatchObject({ view: 'minimised', unread: 1 });
    const closed = run(minimised, { type: 'close' }, { type: 'reply', message: { ...reply, id: 'r2' } });
    expect(closed).toMatchObject({ view: 'closed', unread: 2 });
    expect(chatReducer(closed, { type: 'open' })).toMatchObject({ view: 'open', unread: 0 });
  });

  it('when minimise is asked of a closed chat, then it stays closed', () => {
    expect(chatReducer(initialChatState([greeting]), { type: 'minimise' }).view).toBe('closed');
  });

  it('when a delivery fails, then only that message is marked failed', () => {
    const state = run(initialChatState([greeting]), { type: 'send', message: mine }, { type: 'delivery', id: 'm1', delivery: 'failed' });
    expect(state.messages.map((message) => message.delivery)).toEqual([undefined, 'failed']);
  });
});

describe('launcher texts', () => {
  it('when there are unread replies, then the launcher name says how many and the badge caps at 9+', () => {
    expect(launcherLabel(0)).toBe('Open chat');
    expect(launcherLabel(1)).toBe('Open chat, 1 unread message');
    expect(launcherLabel(3)).toBe('Open chat, 3 unread messages');
    expect(badgeText(4)).toBe('4');
    expect(badgeText(12)).toBe('9+');
  });

  it('when planners reply in the thread, then each new reply is added once and counts as unread unless the panel is open', () => {
    const staff: ChatMessage = { id: 's1', serverId: 's1', from: 'staff', by: 'Wanjiru', text: 'July is perfect.', time: '2025-03-01T09:05:00.000Z' };
    const closed = run(initialChatState([greeting]), { type: 'thread', messages: [staff] }, { type: 'thread', messages: [staff] });
    expect(closed.messages).toEqual([greeting, staff]);
    expect(closed.unread).toBe(1);
    const open = run(initialChatState([greeting]), { type: 'open' }, { type: 'thread', messages: [staff] });
    expect(open.unread).toBe(0);
  });
});
