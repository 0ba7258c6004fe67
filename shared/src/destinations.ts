/**
 * The destination pages and the tours each lists: shared by the server (which embeds a destination
 * page's first tours, tour-pages.ts) and the page itself. No imports: the page's chunk stays small.
 */
import type { Tour } from './tour';

export interface Destination {
  /** The page's path in the route table. */
  path: string;
  name: string;
  /** Words that identify its tours in their location or name (lower case). */
  keywords: readonly string[];
}

/** The destination pages, keyed by path. */
export const DESTINATIONS: Readonly<Record<string, Destination>> = {
  '/destinations/nairobi': { path: '/destinations/nairobi', name: 'Nairobi', keywords: ['nairobi'] },
  '/destinations/amboseli': { path: '/destinations/amboseli', name: 'Amboseli', keywords: ['amboseli'] },
  '/destinations/masai-mara': { path: '/destinations/masai-mara', name: 'Masai Mara', keywords: ['masai mara', 'maasai mara'] },
};

/** How many of its tours a destination page shows (the rest are a link to the tours list away). */
export const DESTINATION_TOURS_SHOWN = 3;

/** The destination whose page is at `path`, or undefined. */
export function destinationAt(path: string): Destination | undefined {
  return DESTINATIONS[path.toLowerCase()];
}

/** Tours that visit a destination: its name in the tour's location, or else in the tour's name. */
export function toursForDestination<T extends Pick<Tour, 'location' | 'name'>>(tours: readonly T[], keywords: readonly string[]): T[] {
  const matches = (text: string) => keywords.some((keyword) => text.toLowerCase().includes(keyword));
  return tours.filter((tour) => matches(tour.location) || matches(tour.name));
}
