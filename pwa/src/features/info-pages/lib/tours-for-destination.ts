import type { Tour } from '@safari/shared/tour';

/** Tours that visit a destination: its name in the tour's location, or else in the tour's name. */
export function toursForDestination(tours: readonly Tour[], keywords: readonly string[]): Tour[] {
  const matches = (text: string) => keywords.some((keyword) => text.toLowerCase().includes(keyword));
  return tours.filter((tour) => matches(tour.location) || matches(tour.name));
}
