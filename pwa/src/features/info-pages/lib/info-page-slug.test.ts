import type { Tour } from '@safari/shared/tour';
import { describe, expect, it } from 'vitest';
import { INFO_PAGE_SLUGS, loadInfoPage } from '../../../content/pages';
import { destinationOf, sectionId } from './info-page-slug';
import { toursForDestination } from '@safari/shared/destinations';

function tour(name: string, location: string): Tour {
  return { name, location } as Tour;
}

describe('loadInfoPage', () => {
  it('when every information route loads its copy, then each has a title, an intro and sections', async () => {
    for (const slug of INFO_PAGE_SLUGS) {
      const page = await loadInfoPage[slug]();
      expect(page.title, slug).toBeTruthy();
      expect(page.intro, slug).toBeTruthy();
      expect(page.sections.length, slug).toBeGreaterThan(0);
    }
  });
});

describe('toursForDestination', () => {
  const tours = [tour('Masai Mara Classic', 'Masai Mara'), tour('Amboseli Elephants', 'Amboseli'), tour('Samburu Escape', 'Samburu'), tour('Kenya Grand Tour with Amboseli', 'Kenya')];

  it('when the Amboseli page lists tours, then those with Amboseli in the location or name come back', () => {
    expect(toursForDestination(tours, destinationOf('destinations/amboseli')!.keywords).map((item) => item.name)).toEqual(['Amboseli Elephants', 'Kenya Grand Tour with Amboseli']);
  });

  it('when the Masai Mara page lists tours, then Samburu is not mistaken for the Mara', () => {
    expect(toursForDestination(tours, destinationOf('destinations/masai-mara')!.keywords).map((item) => item.name)).toEqual(['Masai Mara Classic']);
  });

  it('when a page is not a destination, then it has no destination', () => {
    expect(destinationOf('privacy')).toBeUndefined();
  });
});

describe('sectionId', () => {
  it('when a heading has punctuation and curly quotes, then the id is a plain slug', () => {
    expect(sectionId('What you’ll see and do')).toBe('what-you-ll-see-and-do');
    expect(sectionId('Amani Otieno — Co-founder & Head Guide')).toBe('amani-otieno-co-founder-head-guide');
  });
});
