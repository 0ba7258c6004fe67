/** Meta tags of tour pages (`/tours/{idOrSlug}`), so a tour link shared on WhatsApp shows a preview. */
import { imageUrl } from '@safari/shared/format';
import { SITE } from '@safari/shared/site';
import type { PageMeta, PageMetaResolver } from '../../lib/page-meta';
import { absoluteUrl, itemPageMeta } from '../../lib/page-meta';
import type { ToursService } from './tours.service';

/** Link previews cut long descriptions anyway; search engines show about this much. */
const DESCRIPTION_MAX = 200;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

export function tourPageMeta(service: Pick<ToursService, 'getPublic'>): PageMetaResolver {
  return itemPageMeta('tour', (key) => service.getPublic(key), (tour, origin) => {
    const canonical = `/tours/${tour.id}`;
    const image = tour.image ? absoluteUrl(imageUrl(tour.image), origin) : undefined;
    const description = shorten(tour.description || `${tour.name}: a safari in ${tour.location}.`, DESCRIPTION_MAX);
    const meta: PageMeta = {
      title: tour.name,
      description,
      path: canonical,
      image,
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': ['TouristTrip', 'Product'],
        name: tour.name,
        description,
        url: absoluteUrl(canonical, origin),
        ...(image ? { image: [image] } : {}),
        touristType: tour.tourType,
        itinerary: { '@type': 'Place', name: tour.location },
        provider: { '@type': 'TravelAgency', name: SITE.name, url: absoluteUrl('/', origin) },
        ...(tour.price !== null
          ? {
              offers: {
                '@type': 'Offer',
                price: tour.price,
                priceCurrency: 'USD',
                availability: 'https://schema.org/InStock',
                url: absoluteUrl(`/booking/${tour.id}`, origin),
              },
            }
          : {}),
      },
    };
    return meta;
  });
}
