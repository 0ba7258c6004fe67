/**
 * The short second answer to a quick-reply chip, read from the site's own pages (the FAQ, the
 * Masai Mara guide, the About page's planning steps) so the chat never says something the pages
 * do not. Loaded only when a chip is pressed: the pages' copy is not part of the chat's first load.
 */
import { processSteps } from '../../../content/about';
import faqs from '../../../content/pages/faqs';
import masaiMara from '../../../content/pages/masai-mara';
import type { InfoPage } from '../../../content/pages';
import { QUICK_REPLIES } from './chat-content';

export interface ChatAnswer {
  text: string;
  link: { to: string; label: string };
}

/** At most this many sentences of the source paragraph: a chat answer, not the page. */
const SENTENCES = 2;

/** The first sentences of a paragraph ('…' is not added: each sentence is whole). */
function firstSentences(paragraph: string, count = SENTENCES): string {
  const sentences = paragraph.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [paragraph];
  return sentences.slice(0, count).join('').trim();
}

/** The pages the answers quote, by route slug. */
const PAGES: Record<string, InfoPage> = { 'destinations/masai-mara': masaiMara, faqs };

/** The first paragraph of a section of an information page, or null when the page or section is gone. */
function section(slug: string, heading: string): string | null {
  return PAGES[slug]?.sections.find((item) => item.heading === heading)?.body[0] ?? null;
}

function fromPage(slug: string, heading: string, label: string): ChatAnswer | null {
  const paragraph = section(slug, heading);
  return paragraph ? { text: firstSentences(paragraph), link: { to: `/${slug}`, label } } : null;
}

const [customItinerary, bestTimeMara, familyTours, whatsIncluded] = QUICK_REPLIES.map((reply) => reply.message);

const SOURCES: Record<string, () => ChatAnswer | null> = {
  [customItinerary ?? '']: () => {
    const [tell, design] = processSteps;
    return tell && design ? { text: `${tell.text} ${design.text}`, link: { to: '/request-experience', label: 'Request a custom itinerary' } } : null;
  },
  [bestTimeMara ?? '']: () => fromPage('destinations/masai-mara', 'Best time to visit', 'Masai Mara guide'),
  [familyTours ?? '']: () => fromPage('faqs', 'Are safaris suitable for children?', 'FAQ: safaris with children'),
  [whatsIncluded ?? '']: () => fromPage('faqs', 'What is included in the price?', 'FAQ: what is included'),
};

/** The answer to a quick reply's message, or null for anything else the visitor writes. */
export function answerFor(message: string): ChatAnswer | null {
  return SOURCES[message]?.() ?? null;
}
