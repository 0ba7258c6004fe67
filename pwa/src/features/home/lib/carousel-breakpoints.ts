import type { CarouselBreakpoints } from '../../../components/carousel/carousel-index';

/** Partner logos side by side: under 480 px 1, under 640 px 2, under 1024 px 4, otherwise 5 (spec §9). */
export const PARTNER_BREAKPOINTS: CarouselBreakpoints = {
  steps: [
    { below: 480, count: 1 },
    { below: 640, count: 2 },
    { below: 1024, count: 4 },
  ],
  otherwise: 5,
};

/** Reviews and exclusive deals side by side: under 640 px 1, under 1024 px 2, otherwise 3 (spec §9). */
export const THREE_UP_BREAKPOINTS: CarouselBreakpoints = {
  steps: [
    { below: 640, count: 1 },
    { below: 1024, count: 2 },
  ],
  otherwise: 3,
};
