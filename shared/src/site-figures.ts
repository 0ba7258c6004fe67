/**
 * The seeded trust figures (the specification's values), without zod: the home and about pages
 * fall back to them when a page has no settings (offline, started from the shell).
 * Staff change them in the console's Settings (shared/src/settings.ts, stored in Postgres).
 */

/** A claim of 'Why choose us' on the home page. */
export interface HomeFigure {
  /** Display value, e.g. '10+'. */
  value: string;
  label: string;
  text: string;
}

/** A counter of the about page's stats (shown as '<value>+'). */
export interface AboutFigure {
  value: number;
  label: string;
}

export interface SiteFigures {
  /** The home hero's badge, e.g. '4.9/5 from 500+ travellers'. */
  heroBadge: string;
  /** 'Why choose us' on the home page. */
  home: HomeFigure[];
  /** The about page's counters. */
  about: AboutFigure[];
}

export const DEFAULT_FIGURES: SiteFigures = {
  heroBadge: '4.9/5 from 500+ travellers',
  home: [
    {
      value: '10+',
      label: 'Years of experience',
      text: 'More than a decade of planning and guiding safaris across East Africa from our base in Nairobi.',
    },
    {
      value: '5k+',
      label: 'Happy travellers',
      text: 'Families, couples, photographers and first-timers who trusted us with the trip of a lifetime.',
    },
    {
      value: '40+',
      label: 'Parks & reserves',
      text: 'From the Masai Mara and Amboseli to the Serengeti, Bwindi and Volcanoes National Park.',
    },
    {
      value: '4.9/5',
      label: 'Average rating',
      text: 'Consistently top-rated by our guests for guiding, planning and care before, during and after the trip.',
    },
  ],
  about: [
    { value: 12, label: 'Years of experience' },
    { value: 500, label: 'Reviews' },
    { value: 35, label: 'Parks & reserves' },
    { value: 1200, label: 'Itineraries crafted' },
  ],
};
