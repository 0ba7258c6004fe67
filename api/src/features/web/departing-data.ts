/**
 * The tours list's 'Departing between' filter in a server-rendered page: with dates in the URL the
 * page carries the ids of the tours departing then, so the list it renders (and the browser
 * hydrates) is already filtered, before the app starts and without JavaScript.
 */
import type { PageData } from '@safari/shared/page-data';
import { hasDepartureFilter, parseTourFilters } from '@safari/shared/tour-filters';

/** What it reads of the catalogue (the tours feature's pages). */
export interface DepartingPort {
  listDepartingTourIds(dates: { departFrom?: string; departTo?: string }): Promise<string[]>;
}

/** `{ departing }` for a tours list URL with dates (`search` is its query); `{}` without. */
export async function departingPageData(port: Partial<DepartingPort>, search: URLSearchParams): Promise<Pick<PageData, 'departing'>> {
  const { departFrom, departTo } = parseTourFilters(search);
  if (!port.listDepartingTourIds || !hasDepartureFilter({ departFrom, departTo })) return {};
  const tourIds = await port.listDepartingTourIds({ departFrom, departTo });
  return { departing: { departFrom: departFrom ?? null, departTo: departTo ?? null, tourIds } };
}
