/** Words that identify a destination page's tours in their location or name. */
const DESTINATION_KEYWORDS: Record<string, { name: string; keywords: string[] }> = {
  'destinations/nairobi': { name: 'Nairobi', keywords: ['nairobi'] },
  'destinations/amboseli': { name: 'Amboseli', keywords: ['amboseli'] },
  'destinations/masai-mara': { name: 'Masai Mara', keywords: ['masai mara', 'maasai mara'] },
};

/** The destination of a destination page (for its tour list), or undefined for other pages. */
export function destinationOf(slug: string): { name: string; keywords: string[] } | undefined {
  return DESTINATION_KEYWORDS[slug];
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
