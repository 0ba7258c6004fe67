/**
 * Which tours each of the home page's three tour sections shows, so that they do not repeat one
 * another while the catalogue has enough tours: 'featured-packages' takes the featured tours (up
 * to its limit), the exclusive carousel the exclusive tours not already featured above (up to its
 * limit), and the
 * tour list the first tours shown in neither. A section only falls back to repeating tours when
 * the catalogue has too few of its own (an exclusive tour that is also featured is still an
 * exclusive deal when no other exists).
 */
import { EXCLUSIVE_DEALS_LIMIT, HOME_TOURS_LIMIT, PACKAGES_DEFAULT_LIMIT } from '@safari/shared/constants';

interface Flagged {
  id: string;
  isFeatured: boolean;
  isExclusive: boolean;
}

export function featuredPackages<T extends Flagged>(tours: readonly T[], limit = PACKAGES_DEFAULT_LIMIT): T[] {
  return tours.filter((tour) => tour.isFeatured).slice(0, limit);
}

export function exclusiveDeals<T extends Flagged>(tours: readonly T[], limit = EXCLUSIVE_DEALS_LIMIT): T[] {
  const featured = new Set(featuredPackages(tours).map((tour) => tour.id));
  const exclusive = tours.filter((tour) => tour.isExclusive);
  const distinct = exclusive.filter((tour) => !featured.has(tour.id));
  return (distinct.length > 0 ? distinct : exclusive).slice(0, limit);
}

/** The tour list: catalogue order, tours of the other two sections last (used only to fill it up). */
export function homeTourList<T extends Flagged>(tours: readonly T[], limit = HOME_TOURS_LIMIT): T[] {
  const elsewhere = new Set([...featuredPackages(tours), ...exclusiveDeals(tours)].map((tour) => tour.id));
  return [...tours.filter((tour) => !elsewhere.has(tour.id)), ...tours.filter((tour) => elsewhere.has(tour.id))].slice(0, limit);
}

/**
 * The tours the home page shows (its three sections), in catalogue order: what the server sends as
 * the home page's data instead of the whole catalogue. The sections computed from these are the
 * sections computed from the whole catalogue (each picks the first tours of an order-keeping
 * filter, all of which are in here), so the page hydrates as rendered; the catalogue sync brings the
 * rest into the offline store after load.
 */
export function homePageTours<T extends Flagged>(tours: readonly T[]): T[] {
  const shown = new Set([...featuredPackages(tours), ...exclusiveDeals(tours), ...homeTourList(tours)].map((tour) => tour.id));
  return tours.filter((tour) => shown.has(tour.id));
}
