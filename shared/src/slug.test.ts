import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('when a name has accents, spaces and signs, then it becomes lowercase ASCII words joined by dashes', () => {
    expect(slugify('  Ngorongoro Crater & Serengeti: 5 Days! ')).toBe('ngorongoro-crater-serengeti-5-days');
    expect(slugify('Café Élan')).toBe('cafe-elan');
  });

  it('when nothing usable is left or it looks like a uuid, then the fallback keeps it valid', () => {
    expect(slugify('!!!', { fallback: 'tour' })).toBe('tour');
    expect(slugify('123e4567-e89b-12d3-a456-426614174000', { fallback: 'tour' })).toMatch(/^tour-123e4567/);
  });

  it('when the text is long, then the slug is cut without a trailing dash', () => {
    expect(slugify('a '.repeat(100), { max: 10 })).toBe('a-a-a-a-a');
  });
});

describe('uniqueSlug', () => {
  it('when the base is taken, then the first free numbered one is used', () => {
    expect(uniqueSlug('mara', [])).toBe('mara');
    expect(uniqueSlug('mara', ['mara', 'mara-2'])).toBe('mara-3');
  });
});
