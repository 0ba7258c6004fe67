import type { Tour } from '@safari/shared/tour';
import { tourGallery } from '../../../lib/tours/tour-images';

export interface GalleryPhoto {
  image: string;
  tourName: string;
  /** Slug or id, for the link to the tour. */
  tourKey: string;
  /** Position of the photo within its tour's photos, from 1. */
  position: number;
  count: number;
}

/** Every photo of every tour (main image first), each once even when two tours share a file. */
export function galleryPhotos(tours: readonly Tour[]): GalleryPhoto[] {
  const seen = new Set<string>();
  const photos: GalleryPhoto[] = [];
  for (const tour of tours) {
    const images = tourGallery(tour.image, tour.images);
    images.forEach((image, index) => {
      if (seen.has(image)) return;
      seen.add(image);
      photos.push({ image, tourName: tour.name, tourKey: tour.slug || tour.id, position: index + 1, count: images.length });
    });
  }
  return photos;
}

/** Alternative text of a gallery photo: 'Masai Mara Classic, photo 2 of 4'. */
export function photoAlt(photo: GalleryPhoto): string {
  return photo.count > 1 ? `${photo.tourName}, photo ${photo.position} of ${photo.count}` : photo.tourName;
}
