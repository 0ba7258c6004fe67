import { describe, expect, it } from 'vitest';
import {
  blogCommentInputSchema,
  blogLikeInputSchema,
  blogListQuerySchema,
  countWords,
  excerptOf,
  htmlToText,
  readTimeMinutes,
  readTimeOfHtml,
} from './blog';

describe('readTimeMinutes', () => {
  it('when a post is short, then it still reads as 3 minutes', () => {
    expect(readTimeMinutes(0)).toBe(3);
    expect(readTimeMinutes(100)).toBe(3);
    expect(readTimeMinutes(629)).toBe(3);
  });
  it('when a post is long, then words / 180 is rounded to whole minutes', () => {
    expect(readTimeMinutes(630)).toBe(4);
    expect(readTimeMinutes(900)).toBe(5);
    expect(readTimeMinutes(989)).toBe(5);
    expect(readTimeMinutes(990)).toBe(6);
    expect(readTimeMinutes(1800)).toBe(10);
  });
  it('when the count is not a usable number, then the minimum is used', () => {
    expect(readTimeMinutes(Number.NaN)).toBe(3);
    expect(readTimeMinutes(-500)).toBe(3);
  });
});

describe('htmlToText and countWords', () => {
  it('when HTML has tags, entities and scripts, then only the readable words remain', () => {
    const html = '<h2>Big&nbsp;cats</h2><p>Lions &amp; leopards&#33;</p><script>var a = "x y z";</script><!-- note -->';
    expect(htmlToText(html)).toBe('Big cats Lions & leopards!');
    expect(countWords(htmlToText(html))).toBe(5);
  });
  it('when the text is blank, then it has no words', () => {
    expect(countWords('   ')).toBe(0);
  });
  it('when a post has 1,080 words of HTML, then it reads in 6 minutes', () => {
    const html = `<p>${Array.from({ length: 1080 }, (_, i) => `word${i}`).join(' ')}</p>`;
    expect(readTimeOfHtml(html)).toBe(6);
  });
});

describe('excerptOf', () => {
  it('when the text is short, then it is kept whole', () => {
    expect(excerptOf('  A short   teaser. ')).toBe('A short teaser.');
  });
  it('when the text is long, then it is cut at a word with an ellipsis', () => {
    const excerpt = excerptOf('The herds usually reach the Mara in July and linger until October, every single year.', 41);
    expect(excerpt).toBe('The herds usually reach the Mara in July…');
    expect(excerptOf('The herds usually reach the Mara in July and linger', 40)).toBe('The herds usually reach the Mara in…');
  });
});

describe('blogListQuerySchema', () => {
  it('when nothing is given, then page 1 of 6 posts is asked for', () => {
    expect(blogListQuerySchema.parse({})).toEqual({ page: 1, limit: 6 });
  });
  it('when values arrive as query strings, then they are trimmed and coerced; blanks are ignored', () => {
    expect(blogListQuerySchema.parse({ q: '  mara ', page: '2', limit: '3', category: 'Travel Tips', exclude: ' ' })).toEqual({
      q: 'mara',
      page: 2,
      limit: 3,
      category: 'Travel Tips',
    });
    expect(blogListQuerySchema.parse({ q: '   ', category: '' })).toEqual({ page: 1, limit: 6 });
  });
  it('when the page, limit or category is out of range, then each fails with a message', () => {
    for (const query of [{ page: '0' }, { page: 'two' }, { limit: '51' }, { limit: '1.5' }, { category: 'Beaches' }]) {
      const result = blogListQuerySchema.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/\w/);
    }
  });
});

describe('blogCommentInputSchema', () => {
  it('when the text is empty or only white space, then the spec message is given', () => {
    for (const text of ['', '   \n ']) {
      const result = blogCommentInputSchema.safeParse({ text });
      expect(result.error?.issues[0]?.message).toBe('Please write something before submitting.');
    }
  });
  it('when the text has content, then it is trimmed and kept as plain text', () => {
    expect(blogCommentInputSchema.parse({ text: '  <b>Great</b> read!  ' })).toEqual({ text: '<b>Great</b> read!' });
  });
  it('when the text is longer than 5000 characters, then it is refused', () => {
    expect(blogCommentInputSchema.safeParse({ text: 'a'.repeat(5001) }).success).toBe(false);
  });
});

describe('blogLikeInputSchema', () => {
  it('when the body is empty, then it means toggle; with liked it sets the state', () => {
    expect(blogLikeInputSchema.parse(undefined)).toEqual({});
    expect(blogLikeInputSchema.parse({ liked: true })).toEqual({ liked: true });
    expect(blogLikeInputSchema.safeParse({ liked: 'yes' }).success).toBe(false);
  });
});
