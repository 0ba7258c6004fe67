import { lazy, Suspense } from 'react';
import type { LcpImages } from '../../../lib/page-head';
import { useAfterLoad } from '../../../hooks/use-after-load';
import { AfterHydration } from '../../../hooks/use-hydrated';
import { useReservedBooking } from '../../../lib/reserved-booking';
import { FloatingWhatsApp } from '../../../components/floating-whatsapp';
import { brand } from '../../../lib/theme';
import { SCENIC_HERO_PRELOADS } from '../../../components/ui/scenic-hero';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DeferredSection } from '../components/deferred-section';
import { Hero } from '../components/hero';
import { HomeTours } from '../components/home-tours';
import { DeliveredBookings } from '../components/delivered-bookings';

// Everything below the tour list is its own chunk, loaded and rendered only when the visitor scrolls
// near it (DeferredSection): a visit that never scrolls downloads the hero and the first tours only.
const SafariExperiences = lazy(() => import('../components/safari-experiences'));
const PartnersSection = lazy(() => import('../components/partners-section'));
const TravelGuides = lazy(() => import('../components/travel-guides'));
const WhyChooseUs = lazy(() => import('../components/why-choose-us'));
const TravelerReviews = lazy(() => import('../components/traveler-reviews'));
const ExclusiveDeals = lazy(() => import('../components/exclusive-deals'));
const FeaturedPackages = lazy(() => import('../components/featured-packages'));
const CustomItineraryCta = lazy(() => import('../components/custom-itinerary-cta'));
const ReservedBookingPanel = lazy(() => import('../components/reserved-booking-panel'));

/**
 * The confirmation of a booking reserved to pay later, above the hero. Its code loads only when one
 * is kept on this device; after load, Home watches the outbox for a booking it delivered meanwhile.
 */
function ReservedBooking() {
  const kept = useReservedBooking();
  const afterLoad = useAfterLoad();
  return (
    <>
      {afterLoad && <DeliveredBookings />}
      {kept && (
        <Suspense fallback={null}>
          <ReservedBookingPanel />
        </Suspense>
      )}
    </>
  );
}

/** The hero scene is the home page's largest paint. */
export const lcpImages: LcpImages = () => SCENIC_HERO_PRELOADS;

/** Home: the sections in the spec's order of anchors. */
export default function Home() {
  usePageTitle('/');
  return (
    <>
      {/* Personal, so not in the server's HTML: it shows once the page has hydrated. */}
      <AfterHydration>
        <ReservedBooking />
      </AfterHydration>
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
      {/* A plain link (under 1 kB): there at once, so the first tap works. */}
      <FloatingWhatsApp />
    </>
  );
}
