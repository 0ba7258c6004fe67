import { describe, expect, it } from 'vitest';
import { offlineSamplePosts } from '../../../content/offline-blog';
import { offlinePost, offlinePostList, offlineRelated } from './offline';
import { formatPostDate, initials, readTimeLabel } from './format';

describe('offlinePostList', () => {
  it('when no filter is set, then all sample posts show newest first on one page', () => {
    const list = offlinePostList({});
    expect(list.total).toBe(offlineSamplePosts.length);
    const dates = list.items.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it('when a category or search is set, then only matching samples remain', () => {
    expect(offlinePostList({ category: 'Travel Tips' }).items.every((post) => post.category === 'Travel Tips')).toBe(true);
    expect(offlinePostList({ q: 'GORILLA' }).items.map((post) => post.slug)).toEqual(['gorilla-permits-uganda-vs-rwanda']);
    expect(offlinePostList({ q: 'no such words anywhere' }).total).toBe(0);
  });
});

describe('offlinePost and offlineRelated', () => {
  it('when the slug is a sample, then that sample is used, else the first one', () => {
    expect(offlinePost('what-to-pack-for-a-kenya-safari').title).toMatch(/What to Pack/);
    expect(offlinePost('unknown-post').slug).toBe(offlineSamplePosts[0]?.slug);
  });
  it('when related samples are asked for, then the post itself is left out and the same category comes first', () => {
    const post = offlinePost('what-to-pack-for-a-kenya-safari');
    const related = offlineRelated(post);
    expect(related).toHaveLength(3);
    expect(related.some((item) => item.slug === post.slug)).toBe(false);
    expect(related[0]?.category).toBe('Travel Tips');
  });
});

describe('format', () => {
  it('when a date is shown, then it is the site’s one date format, in UTC', () => {
    expect(formatPostDate('2025-01-20')).toBe('20 Jan 2025');
    expect(formatPostDate('2025-01-20T23:30:00.000000Z')).toBe('20 Jan 2025');
    expect(formatPostDate('not a date')).toBe('');
  });
  it('when initials are made, then first and last names give two capitals', () => {
    expect(initials('Amani Otieno')).toBe('AO');
    expect(initials(' njeri ')).toBe('N');
    expect(initials('Kiprono Arap Langat')).toBe('KL');
    expect(initials('')).toBe('?');
  });
  it('when a read time is shown, then it reads N min read', () => {
    expect(readTimeLabel(6)).toBe('6 min read');
  });
});
