import type { InfoPage } from './types';

const insurance: InfoPage = {
  title: 'Travel Insurance',
  intro:
    'Safari areas are wonderful because they are remote, which is also why good travel insurance matters. We ask every guest to travel with comprehensive cover, including medical evacuation.',
  sections: [
    {
      heading: 'Why insurance matters on safari',
      body: [
        'The nearest hospital can be hours away by road. If something goes wrong, an air ambulance may be the fastest way to get care, and that is very expensive without cover. Flights, camps and permits are often booked and paid for months ahead, and some, such as gorilla permits, are non-refundable.',
      ],
    },
    {
      heading: 'What your policy should cover',
      bullets: [
        'Emergency medical and hospital treatment.',
        'Emergency medical evacuation by air and repatriation.',
        'Cancellation and curtailment, for the full value of your trip.',
        'Baggage and personal belongings, with enough cover for cameras and binoculars.',
        'Travel delay and missed connections.',
        'Your planned activities, such as hot-air ballooning, walking safaris, gorilla trekking or hiking at altitude.',
      ],
      body: ['Check the small print carefully, especially for pre-existing medical conditions and activity exclusions.'],
    },
    {
      heading: 'Cancel For Any Reason (CFAR) cover',
      body: [
        'Standard cancellation cover only pays out for listed reasons, such as illness. CFAR cover, available as an upgrade from some insurers, lets you cancel for reasons not otherwise covered and typically reimburses a portion of your non-refundable costs rather than the full amount.',
        'CFAR usually has to be bought within a short time of paying your first deposit, and conditions vary widely between insurers, so compare policies before you decide.',
      ],
    },
    {
      heading: 'How we can help',
      body: [
        'We are safari specialists, not an insurer, and we do not sell insurance ourselves. On our custom experience request form you can tell us whether you already have cover, want standard cover or are interested in CFAR, and your planner will point you in the right direction and make sure the policy fits your itinerary.',
        'Before you travel, please send us your insurer’s name, policy number and 24-hour emergency number, so our team can act quickly if you ever need help.',
      ],
    },
  ],
};

export default insurance;
