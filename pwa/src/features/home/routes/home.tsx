import { lazy, Suspense, useEffect } from 'react';
import type { LcpImages } from '../../../lib/page-head';
import { brand } from '../../../lib/theme';
import { SCENIC_HERO_PRELOADS } from '../../../components/ui/scenic-hero';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { DeferredSection } from '../components/deferred-section';
import { Hero } from '../components/hero';
import { HomeTours } from '../components/home-tours';

// Everything below the tour list is its own chunk, rendered when the visitor scrolls near it: the
// home route's first load stays the hero and the first tours.
const loaders = {
  experiences: () => import('../components/safari-experiences'),
  partners: () => import('../components/partners-section'),
  guides: () => import('../components/travel-guides'),
  whyChooseUs: () => import('../components/why-choose-us'),
  reviews: () => import('../components/traveler-reviews'),
  exclusive: () => import('../components/exclusive-deals'),
  packages: () => import('../components/featured-packages'),
  cta: () => import('../components/custom-itinerary-cta'),
};
const SafariExperiences = lazy(loaders.experiences);
const PartnersSection = lazy(loaders.partners);
const TravelGuides = lazy(loaders.guides);
const WhyChooseUs = lazy(loaders.whyChooseUs);
const TravelerReviews = lazy(loaders.reviews);
const ExclusiveDeals = lazy(loaders.exclusive);
const FeaturedPackages = lazy(loaders.packages);
const CustomItineraryCta = lazy(loaders.cta);
// Fixed in a corner, so it can arrive a moment after the page without moving anything.
const FloatingWhatsApp = lazy(() => import('../../../components/floating-whatsapp'));

/** The hero scene is the home page's largest paint. */
export const lcpImages: LcpImages = () => SCENIC_HERO_PRELOADS;

/** Once the page is idle, fetch the section chunks so that scrolling never waits for them. */
function usePrefetchSections() {
  useEffect(() => {
    const prefetch = () => {
      for (const load of Object.values(loaders)) void load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 2000);
    return () => window.clearTimeout(timer);
  }, []);
}

/** Home: the sections in the spec's order of anchors. */
export default function Home() {
  useDocumentTitle(null);
  usePrefetchSections();
  return (
    <>
      <Hero />
      <HomeTours />
      <DeferredSection id="safari-experiences" minHeight={{ xs: 1900, md: 940 }} sx={{ bgcolor: '#FFFFFF' }}>
        <SafariExperiences />
      </DeferredSection>
      <DeferredSection id="partners" minHeight={{ xs: 420, md: 460 }}>
        <PartnersSection />
      </DeferredSection>
      <DeferredSection id="travel-guides" minHeight={{ xs: 1400, md: 1030 }} sx={{ bgcolor: '#FFFFFF' }}>
        <TravelGuides />
      </DeferredSection>
      <DeferredSection id="why-choose-us" minHeight={{ xs: 900, md: 605 }} sx={{ bgcolor: brand.green, color: '#FFFFFF' }}>
        <WhyChooseUs />
      </DeferredSection>
      <DeferredSection id="traveler-reviews" minHeight={{ xs: 800, md: 700 }}>
        <TravelerReviews />
      </DeferredSection>
      <DeferredSection id="featured-tours" minHeight={{ xs: 930, md: 1000 }} sx={{ bgcolor: '#FFFFFF' }}>
        <ExclusiveDeals />
      </DeferredSection>
      <DeferredSection id="featured-packages" minHeight={{ xs: 2650, md: 880 }}>
        <FeaturedPackages />
      </DeferredSection>
      <DeferredSection id="custom-itinerary" minHeight={{ xs: 430, md: 440 }} sx={{ bgcolor: brand.greenDark, color: '#FFFFFF' }}>
        <CustomItineraryCta />
      </DeferredSection>
      <Suspense fallback={null}>
        <FloatingWhatsApp />
      </Suspense>
    </>
  );
}
