import { useDocumentTitle } from '../../../hooks/use-document-title';
import { Hero } from '../components/hero';
import { HomeTours } from '../components/home-tours';

/**
 * Home. Sections follow the spec's order; later issues add, after the tour list:
 * safari experiences, partners, travel guides, why choose us, reviews, exclusive deals,
 * featured packages and the custom-itinerary call to action.
 */
export default function Home() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <HomeTours />
    </>
  );
}
