import { PHONE, EMAIL, HOURS } from './contact';
import type { InfoPage } from './types';

const liveChat: InfoPage = {
  title: 'Live Chat & Contact',
  intro:
    'Talk to a real safari planner, not a call centre. Use whichever channel suits you; we reply to every message within 24 hours, and usually much sooner.',
  sections: [
    {
      heading: 'Chat on our website',
      body: [
        'Open the chat widget in the corner of any page and type your question, or tap one of the quick replies. During business hours a planner usually answers within about 5 minutes. Outside those hours, leave a message and we will pick it up first thing in the morning.',
      ],
    },
    {
      heading: 'WhatsApp and phone',
      body: [
        `Message us on WhatsApp or call us on ${PHONE}. Our phone lines are open ${HOURS} (East Africa Time, UTC+3).`,
      ],
    },
    {
      heading: 'E-mail',
      body: [`Write to ${EMAIL} with as much detail as you like. We respond within 24 hours.`],
    },
    {
      heading: 'Visit us',
      body: [
        'Our office is in Westlands, Nairobi, Kenya. You are welcome to drop in to plan your trip over a cup of Kenyan coffee; please call ahead so the right planner is there to meet you.',
      ],
    },
    {
      heading: 'Already travelling with us?',
      body: [
        'Your travel documents include a 24/7 emergency number that reaches our operations team day and night for the whole of your trip.',
      ],
    },
    {
      heading: 'To help us reply quickly',
      body: ['If you are planning a trip, it helps to include:'],
      bullets: [
        'Your travel dates, or the month you have in mind.',
        'How many adults and children are travelling, with children’s ages.',
        'Your rough budget and preferred style of accommodation.',
        'What matters most to you: the migration, gorillas, photography, the beach or something else.',
      ],
    },
  ],
};

export default liveChat;
