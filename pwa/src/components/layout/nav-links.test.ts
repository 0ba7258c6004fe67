import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, isCurrentToursLink, tourSearchPath } from './nav-links';

describe('tourSearchPath', () => {
  it('when the text has surrounding spaces, then they are trimmed and the rest is encoded', () => {
    expect(tourSearchPath('  big cats ')).toBe('/tours?q=big%20cats');
  });
  it('when the text is empty or blank, then there is no search', () => {
    expect(tourSearchPath('')).toBeNull();
    expect(tourSearchPath(' \t ')).toBeNull();
  });
});

describe('isCurrentToursLink', () => {
  it('when the list is filtered by a tag, then only that tag entry is current', () => {
    expect(isCurrentToursLink('/tours?tag=luxury', '/tours', '?tag=luxury')).toBe(true);
    expect(isCurrentToursLink('/tours?tag=wildlife', '/tours', '?tag=luxury')).toBe(false);
    expect(isCurrentToursLink('/tours', '/tours', '?tag=luxury')).toBe(false);
  });
  it('when the list has no tag, then All Tours is current', () => {
    expect(isCurrentToursLink('/tours', '/tours', '')).toBe(true);
    expect(isCurrentToursLink('/tours', '/tours', '?q=mara')).toBe(true);
  });
  it('when on another page, then no tours entry is current', () => {
    expect(isCurrentToursLink('/tours', '/about', '')).toBe(false);
  });
});

describe('FOOTER_COLUMNS', () => {
  it('when the footer renders, then its four columns link to the spec routes', () => {
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual(['Top Destinations', 'Company', 'Explore', 'Tours & Safaris']);
    expect(FOOTER_COLUMNS[0]?.links.map((link) => link.to)).toEqual(['/destinations/nairobi', '/destinations/amboseli', '/destinations/masai-mara']);
    expect(FOOTER_COLUMNS[3]?.links.at(-1)).toEqual({ label: 'Request Quote', to: '/request-experience' });
  });
});
