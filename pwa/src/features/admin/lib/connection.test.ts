// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionLostError } from '../api/admin-api';
import { SAVE_STOPPED_MESSAGE, SAVE_UNREACHABLE_MESSAGE, SAVE_UNSURE_MESSAGE, saveWhenOnline } from './connection';

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

afterEach(() => {
  online = true;
});

describe('saveWhenOnline', () => {
  it('when a save was not sent because the tablet was offline, then it waits for the connection and is sent once more', async () => {
    online = false;
    const waiting: boolean[] = [];
    const save = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new ConnectionLostError(false, true)).mockResolvedValueOnce('saved');
    const result = saveWhenOnline(save, { signal: new AbortController().signal, onWaiting: (value) => waiting.push(value) });
    await vi.waitFor(() => expect(waiting).toEqual([true]));
    expect(save).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(result).resolves.toBe('saved');
    expect(save).toHaveBeenCalledTimes(2);
    expect(waiting).toEqual([true, false]);
  });

  it('when an add was sent and its answer lost, then it is not sent again and the message says it may have been saved', async () => {
    online = false;
    const save = vi.fn<() => Promise<string>>().mockRejectedValue(new ConnectionLostError(true, false));
    await expect(saveWhenOnline(save, { signal: new AbortController().signal, onWaiting: () => undefined })).rejects.toThrow(SAVE_UNSURE_MESSAGE);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('when an update is lost while the tablet still says it is online, then it fails plainly instead of waiting for an event that will not come', async () => {
    const save = vi.fn<() => Promise<string>>().mockRejectedValue(new ConnectionLostError(true, true));
    await expect(saveWhenOnline(save, { signal: new AbortController().signal, onWaiting: () => undefined })).rejects.toThrow(SAVE_UNREACHABLE_MESSAGE);
  });

  it('when staff stop waiting (or the form closes), then nothing is sent later', async () => {
    online = false;
    const controller = new AbortController();
    const save = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new ConnectionLostError(false, true)).mockResolvedValue('saved');
    const result = saveWhenOnline(save, { signal: controller.signal, onWaiting: () => undefined });
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(result).rejects.toThrow(SAVE_STOPPED_MESSAGE);
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('when the server refuses the save, then the refusal comes back as it is', async () => {
    const refusal = new Error('Name is required');
    await expect(saveWhenOnline(() => Promise.reject(refusal), { signal: new AbortController().signal, onWaiting: () => undefined })).rejects.toBe(refusal);
  });
});
