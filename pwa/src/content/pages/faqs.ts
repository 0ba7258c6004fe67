import type { InfoPage } from './types';

const faqs: InfoPage = {
  title: 'Frequently Asked Questions',
  intro:
    'Answers to the questions our planners hear most often. If yours is not here, ask us by chat, WhatsApp, phone or e-mail; we respond within 24 hours.',
  sections: [
    {
      heading: 'When is the best time to go on safari in Kenya?',
      body: [
        'Kenya is good all year. July to October brings the Great Migration to the Masai Mara, and January and February are dry and excellent for wildlife. April and May are the long rains, with green landscapes, fewer visitors and lower rates. For July to October, book nine to twelve months ahead, as the best camps fill early.',
      ],
    },
    {
      heading: 'How much does a safari cost?',
      body: [
        'It depends on the season, the accommodation tier, how you travel between parks and the length of your trip. Our tours show prices in US dollars, and on published tours children pay 60% of the adult price. Park and conservancy fees are set by the authorities and change from time to time, so every quote lists them separately at current rates.',
      ],
    },
    {
      heading: 'What is included in the price?',
      body: [
        'Usually accommodation, meals on safari, game drives in a safari vehicle with a professional guide, park and conservancy fees, airport transfers and drinking water. International flights, the eTA or visas, travel insurance, tips, drinks where not included and personal extras are not. Your quote shows the full list.',
      ],
    },
    {
      heading: 'Do I need a visa for Kenya?',
      body: [
        'Most visitors need an Electronic Travel Authorisation (eTA), applied for online through the official government portal before travel. Apply at least two weeks ahead. Your passport should be valid for six months beyond arrival with blank pages. Tanzania, Uganda and Rwanda have their own entry rules, which we check for your nationality.',
      ],
    },
    {
      heading: 'Which vaccinations do I need, and is there malaria?',
      body: [
        'See a travel health clinic six to eight weeks before you travel. A yellow fever certificate is required if you arrive from a country with yellow fever risk, and it is essential if you combine Kenya with Tanzania, Uganda or Rwanda. Malaria is present in most safari areas and on the coast, so ask your doctor about antimalarial tablets and use repellent and nets.',
      ],
    },
    {
      heading: 'How do I pay?',
      body: [
        'You can pay securely by M-Pesa, by card through Pesapal or with PayPal. You can pay when you book, or reserve now and pay later, in which case we hold your reservation and send a payment link to your e-mail and phone.',
      ],
    },
    {
      heading: 'How much luggage can I bring?',
      body: [
        'On light-aircraft flights to the parks, the usual limit is 15 kg per person including hand luggage, in soft-sided bags without rigid frames. On road safaris there is more room, but soft bags are still best. We can store extra luggage in Nairobi while you are in the bush.',
      ],
    },
    {
      heading: 'Are safaris suitable for children?',
      body: [
        'Yes, and they are often the highlight of a family’s life together. We use private vehicles, family tents and shorter drives. Some camps and activities have minimum ages, for example 15 for gorilla trekking, and we check every policy before we suggest a camp.',
      ],
    },
    {
      heading: 'Can you cater for dietary and accessibility needs?',
      body: [
        'Yes. Camps and lodges routinely cater for vegetarian, vegan, gluten-free and halal diets and for allergies when told in advance. If you have limited mobility, tell us: some lodges have accessible rooms and we can plan vehicles, transfers and pacing accordingly.',
      ],
    },
    {
      heading: 'How much should I tip?',
      body: [
        'Tipping is never compulsory, but it is customary and an important part of income for guides and camp staff. As a rough guide, many guests give their driver-guide around USD 10 to 20 per guest per day, and around USD 10 to 15 per guest per day into the camp’s communal staff tip box. Tips can be given in US dollars, in recent undamaged notes, or Kenyan shillings.',
      ],
    },
  ],
};

export default faqs;
