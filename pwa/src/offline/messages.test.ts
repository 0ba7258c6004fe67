import { describe, expect, it } from 'vitest';
import { QUEUED_MESSAGE, queuedCause, queuedMessage, SERVER_TROUBLE_MESSAGE } from './messages';

describe('queued wording', () => {
  it('when the phone is offline, then the spec text says it goes out once back online', () => {
    expect(queuedCause({ attempts: 0 }, false)).toBe('offline');
    expect(queuedCause({ attempts: 3 }, false)).toBe('offline');
    expect(queuedMessage('offline')).toBe("Saved on your phone — we'll send it as soon as you're back online");
  });

  it('when the phone is online and an attempt did not go through, then it blames our server, not the signal', () => {
    expect(queuedCause({ attempts: 1 }, true)).toBe('server');
    expect(queuedMessage('server')).toBe(SERVER_TROUBLE_MESSAGE);
    expect(SERVER_TROUBLE_MESSAGE).not.toMatch(/back online/);
  });

  it('when a result carries no cause (an older caller), then the offline text is kept', () => {
    expect(queuedMessage(undefined)).toBe(QUEUED_MESSAGE);
  });
});
