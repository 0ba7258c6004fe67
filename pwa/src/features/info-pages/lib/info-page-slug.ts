import { destinationAt, type Destination } from '@safari/shared/destinations';

/** The destination of a destination page (for its tour list), or undefined for other pages. */
export function destinationOf(slug: string): Destination | undefined {
  return destinationAt(`/${slug}`);
}

/** Id of a section heading, for the 'On this page' links: 'What you’ll see and do' → 'what-you-ll-see-and-do'. */
export function sectionId(heading: string): string {
  return (
    heading
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}
