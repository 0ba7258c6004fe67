import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_SECTIONS, auditSummary, auditValuePair, auditValueText, changedFields } from './admin-audit';
import { STAFF_SECTIONS } from './staff';

describe('changedFields', () => {
  it('when a record is updated, then only the fields whose value differs are listed, lists and objects compared by value', () => {
    const before = { name: 'Mara', price: 100, tags: ['a', 'b'], itinerary: [{ period: 'Day 1', activity: 'Drive' }], isPublished: true };
    const after = { name: 'Mara', price: 120, tags: ['a', 'b'], itinerary: [{ period: 'Day 1', activity: 'Fly' }], isPublished: true };
    expect(changedFields(before, after)).toEqual(['price', 'itinerary']);
  });

  it('when a record is created or deleted, then every field of the side that exists is listed', () => {
    expect(changedFields(null, { a: 1, b: 2 })).toEqual(['a', 'b']);
    expect(changedFields({ a: 1 }, null)).toEqual(['a']);
  });
});

describe('auditValueText and auditValuePair', () => {
  it('when values are shown, then HTML becomes its text, lists are joined and flags read Yes / No', () => {
    expect(auditValueText('<h2>Hello</h2><p>big &amp; <strong>bold</strong></p>')).toBe('Hello big & bold');
    expect(auditValueText(['a', 'b'])).toBe('a, b');
    expect(auditValueText([{ period: 'Day 1', activity: 'Arrive' }])).toBe('Day 1: Arrive');
    expect(auditValueText(true)).toBe('Yes');
    expect(auditValueText('')).toBe('(empty)');
    expect(auditValueText(null)).toBe('—');
  });

  it('when a long text changes deep inside, then both sides are cut around the first difference', () => {
    const start = 'The herds cross the river. '.repeat(20);
    const pair = auditValuePair(`${start}Lions wait.`, `${start}Crocodiles wait.`, 80);
    expect(pair.before.startsWith('…')).toBe(true);
    expect(pair.before).toContain('Lions');
    expect(pair.after).toContain('Crocodiles');
    expect(pair.after.length).toBeLessThanOrEqual(82);
    // Cut between words, not inside one.
    expect(pair.before).toMatch(/^…(The|herds|cross|the|river\.) /);
    expect(auditValuePair('short', 'also short')).toEqual({ before: 'short', after: 'also short' });
  });
});

describe('auditSummary', () => {
  it('when an entry is listed, then its name or title is the summary, else its details', () => {
    expect(auditSummary({ details: { name: 'Mara Classic' }, before: null, after: null, entityId: 'x' })).toBe('Mara Classic');
    expect(auditSummary({ details: {}, before: null, after: { title: 'A post' }, entityId: 'x' })).toBe('A post');
    expect(auditSummary({ details: { postId: 'p1' }, before: null, after: null, entityId: 'c1' })).toBe('Post: p1');
    expect(auditSummary({ details: {}, before: null, after: null, entityId: 'c1' })).toBe('c1');
  });
});

describe('AUDIT_ENTITY_SECTIONS', () => {
  it('when a record kind is read, then its section is a real console section', () => {
    for (const section of Object.values(AUDIT_ENTITY_SECTIONS)) expect(STAFF_SECTIONS).toContain(section);
  });
});
