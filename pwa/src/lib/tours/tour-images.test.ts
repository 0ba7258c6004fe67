import { describe, expect, it } from 'vitest';
import { tourGallery, tourImageSrcSet } from './tour-images';

describe('tourImageSrcSet', () => {
  it('when the image is a file name, then the 400w and 800w variants are offered', () => {
    expect(tourImageSrcSet('tour-masai-mara-migration.webp')).toBe(
      '/uploads/tour-masai-mara-migration-400w.webp 400w, /uploads/tour-masai-mara-migration-800w.webp 800w',
    );
  });
  it('when the original width is given, then the original is the widest candidate', () => {
    expect(tourImageSrcSet('amboseli.jpg', 1600)).toBe(
      '/uploads/amboseli-400w.webp 400w, /uploads/amboseli-800w.webp 800w, /uploads/amboseli.jpg 1600w',
    );
  });
  it('when the image is an absolute URL or missing, then there is no srcset', () => {
    expect(tourImageSrcSet('https://cdn.example.com/a.webp')).toBeUndefined();
    expect(tourImageSrcSet('')).toBeUndefined();
  });
});

describe('tourGallery', () => {
  it('when the main image repeats among the extra images, then it is listed once and first', () => {
    expect(tourGallery('a.webp', ['b.webp', 'a.webp', ' ', 'c.webp'])).toEqual(['a.webp', 'b.webp', 'c.webp']);
  });
});
