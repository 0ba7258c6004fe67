import type { Tour } from '@safari/shared/tour';
import { describe, expect, it } from 'vitest';
import { galleryPhotos, photoAlt } from './gallery-photos';

const tour = (slug: string, image: string, images: string[]) => ({ id: `id-${slug}`, slug, name: slug.toUpperCase(), image, images }) as unknown as Tour;

describe('galleryPhotos', () => {
  it('when tours have main and extra images, then every photo is listed once in order with its tour', () => {
    const photos = galleryPhotos([tour('mara', 'mara.webp', ['mara-2.webp', 'mara.webp']), tour('amboseli', 'amboseli.webp', ['mara-2.webp', ' '])]);
    expect(photos.map((photo) => [photo.image, photo.tourKey, photo.position, photo.count])).toEqual([
      ['mara.webp', 'mara', 1, 2],
      ['mara-2.webp', 'mara', 2, 2],
      ['amboseli.webp', 'amboseli', 1, 2],
    ]);
  });

  it('when a photo is described, then the alt text names the tour and its place among the tour photos', () => {
    const [first] = galleryPhotos([tour('mara', 'mara.webp', ['mara-2.webp'])]);
    expect(photoAlt(first!)).toBe('MARA, photo 1 of 2');
    expect(photoAlt(galleryPhotos([tour('solo', 'solo.webp', [])])[0]!)).toBe('SOLO');
  });
});
