/**
 * The first page of a list of tours: what the server embeds in the data of the tours list and of a
 * destination page instead of the whole catalogue, and what the browser shows from it until the
 * catalogue is at hand (the offline store fills in the background). Both sides compute the list
 * with the same functions (tour-filters.ts, and the destinations below), so the page hydrates as it
 * was rendered, and the embedded data stays the size of a page whatever the catalogue's size.
 * The browser imports only `toursListId` and the types from here (destinations.ts holds the rest).
 */
import { TOURS_PAGE_SIZE } from './constants';
import type { Tour } from './tour';
import { DESTINATION_TOURS_SHOWN, toursForDestination, type Destination } from './destinations';
import { applyTourFilters, tourFiltersToSearch, tourLocationOptions, type TourFilters } from './tour-filters';

/** Which list a page's `tours` are the first page of, and how long that list is. */
export interface TourPage {
  /** The list: the tours list's address with its filters in their canonical form ('/tours?q=mara'), or a destination page's path. */
  list: string;
  /** How many tours the whole list holds. */
  total: number;
  /** The tours list's location choices, read from the whole catalogue. */
  locations?: string[];
}

/** The first page and what the page needs to know of the rest. */
export interface FirstTourPage<T> {
  tours: T[];
  tourPage: TourPage;
}

/** The tours list's address for these filters, as `TourPage.list` names it. */
export function toursListId(filters: TourFilters): string {
  const search = tourFiltersToSearch(filters);
  return search === '' ? '/tours' : `/tours?${search}`;
}

/**
 * The tours list's first page for its filters (`tours` in the API's order; `departing`: the ids of
 * the tours departing between the filter's dates, see filterTours).
 */
export function toursListFirstPage<T extends Tour>(tours: readonly T[], filters: TourFilters, departing?: ReadonlySet<string>): FirstTourPage<T> {
  const results = applyTourFilters(tours, filters, departing);
  return {
    tours: results.slice(0, TOURS_PAGE_SIZE),
    tourPage: { list: toursListId(filters), total: results.length, locations: tourLocationOptions(tours) },
  };
}

/** A destination page's first page: the tours it shows and how many visit it in all. */
export function destinationFirstPage<T extends Tour>(tours: readonly T[], destination: Destination): FirstTourPage<T> {
  const all = toursForDestination(tours, destination.keywords);
  return { tours: all.slice(0, DESTINATION_TOURS_SHOWN), tourPage: { list: destination.path, total: all.length } };
}
