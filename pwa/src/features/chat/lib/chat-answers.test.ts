import { describe, expect, it } from 'vitest';
import { processSteps } from '../../../content/about';
import faqs from '../../../content/pages/faqs';
import masaiMara from '../../../content/pages/masai-mara';
import { answerFor } from './chat-answers';
import { QUICK_REPLIES } from './chat-content';

const pages: Record<string, typeof faqs> = { faqs, 'destinations/masai-mara': masaiMara };
const pageText = (slug: string) => pages[slug]?.sections.flatMap((section) => section.body).join(' ') ?? '';

describe('answerFor', () => {
  it('when a quick reply is sent, then each of the four gets a short answer with a link', () => {
    for (const reply of QUICK_REPLIES) {
      const answer = answerFor(reply.message);
      expect(answer, reply.label).not.toBeNull();
      expect(answer?.text.length, reply.label).toBeGreaterThan(40);
      expect(answer?.text.length, reply.label).toBeLessThan(420);
    }
  });

  it('when the answer comes from a page, then its text is that page’s own words and the link opens that page', () => {
    const [custom, mara, family, included] = QUICK_REPLIES.map((reply) => answerFor(reply.message));
    expect(mara?.link.to).toBe('/destinations/masai-mara');
    expect(pageText('destinations/masai-mara')).toContain(mara?.text);
    expect(mara?.text).toMatch(/July/);
    expect(family?.link.to).toBe('/faqs');
    expect(pageText('faqs')).toContain(family?.text);
    expect(family?.text).toMatch(/^Yes/);
    expect(included?.link.to).toBe('/faqs');
    expect(included?.text).toMatch(/^Usually accommodation/);
    expect(custom?.link.to).toBe('/request-experience');
    expect(custom?.text).toContain(processSteps[0]?.text);
  });

  it('when the visitor writes anything else, then there is no second answer', () => {
    expect(answerFor('Do you do Zanzibar?')).toBeNull();
  });
});
