// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { differs, draftStorageKey, draftTimeLabel, readDraft, removeDraft, writeDraft } from './drafts';

const key = { user: 'u1', form: 'blog', record: null };

afterEach(() => localStorage.clear());

describe('console drafts', () => {
  it('when a draft is written, then it reads back under its staff member, form and record, without the chosen file', () => {
    writeDraft(key, { title: 'Dawn', file: new File(['x'], 'cover.png') }, new Date('2026-11-26T12:08:00Z'));
    expect(readDraft(key)).toEqual({ savedAt: '2026-11-26T12:08:00.000Z', values: { title: 'Dawn' } });
    expect(readDraft({ ...key, user: 'u2' })).toBeNull();
    expect(readDraft({ ...key, record: 'p1' })).toBeNull();
    expect(draftStorageKey({ user: 'u1', form: 'tour', record: 't9' })).toBe('safari.console.draft:u1:tour:t9');
    removeDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('when stored text is not a draft, then there is none', () => {
    localStorage.setItem(draftStorageKey(key), '{"values":1}');
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(draftStorageKey(key), 'not json');
    expect(readDraft(key)).toBeNull();
  });

  it('when only row keys differ, then nothing changed; a chosen file is a change', () => {
    expect(differs({ rows: [{ key: 7, text: 'a' }] }, { rows: [{ key: 1, text: 'a' }] })).toBe(false);
    expect(differs({ rows: [{ key: 1, text: 'b' }] }, { rows: [{ key: 1, text: 'a' }] })).toBe(true);
    expect(differs({ file: new File(['x'], 'a.png') }, { file: null })).toBe(true);
  });

  it('when a draft time is shown, then it reads like 26 Nov 15:08', () => {
    expect(draftTimeLabel(new Date(2026, 10, 26, 15, 8).toISOString())).toBe('26 Nov 15:08');
    expect(draftTimeLabel('nonsense')).toBe('earlier');
  });
});
