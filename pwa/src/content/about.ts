/**
 * Copy of the About page: Our Story, Mission and Vision, What We Do Best, Key Destinations, the
 * four-step process and the four-question FAQ. The animated stats are site settings (figures.about,
 * seeded 12 years, 500 reviews, 35 parks, 1200 itineraries); the story agrees with the seeded ones.
 */

export interface AboutStory {
  heading: string;
  paragraphs: string[];
}

export interface MissionVision {
  mission: string;
  vision: string;
}

export interface StrengthItem {
  title: string;
  text: string;
  /** Name of an icon exported by @mui/icons-material. */
  icon: string;
}

export interface KeyDestination {
  country: 'Kenya' | 'Tanzania' | 'Uganda' | 'Rwanda';
  blurb: string;
  highlights: string[];
}

export interface ProcessStep {
  step: number;
  title: string;
  text: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export const ourStory: AboutStory = {
  heading: 'Our Story',
  paragraphs: [
    'Pulse of the Wild Safaris began twelve years ago with one Land Cruiser, two guides and a simple idea: that a safari should feel personal, honest and deeply connected to the land and the people who live alongside its wildlife. Our co-founders, a guide who learnt his craft in the Masai Mara and a Nairobi travel planner, had spent years watching visitors rushed from sighting to sighting. They wanted to slow things down.',
    'Today we are a Kenyan-owned team based in Westlands, Nairobi, planning journeys across Kenya, Tanzania, Uganda and Rwanda. Our guides are salaried members of the team, not day hires, and many of them grew up in or beside the parks we visit. We still answer every enquiry ourselves and design every itinerary from scratch, more than 1,200 so far.',
    'We have learnt that the best safaris are rarely the busiest. They are the ones where the guide switches off the engine and waits, where a cultural visit is led by the community itself, and where travellers go home understanding a little more about why these places matter. That is the pulse we want you to feel.',
  ],
};

export const missionAndVision: MissionVision = {
  mission:
    'To craft honest, unhurried safaris across East Africa that connect travellers with wildlife and local communities, delivered by expert local guides and backed by support around the clock.',
  vision:
    'An East Africa where tourism keeps wild places wild, where communities earn a fair share from sharing their land with wildlife, and where every traveller leaves as an ambassador for its conservation.',
};

export const whatWeDoBest: StrengthItem[] = [
  {
    title: 'Tailor-made itineraries',
    text: 'Every trip is designed around your dates, budget and interests, from a three-day Mara escape to a month across four countries.',
    icon: 'Map',
  },
  {
    title: 'Expert local guides',
    text: 'Professionally trained Kenyan guides who know the animals, the tracks and the stories, and who put wildlife welfare first.',
    icon: 'Explore',
  },
  {
    title: 'Great Migration safaris',
    text: 'Well-placed camps, full days by the river and the patience a crossing demands, from July to October.',
    icon: 'Pets',
  },
  {
    title: 'Family and private safaris',
    text: 'Private vehicles, family tents and a pace that works for children, grandparents and everyone in between.',
    icon: 'Groups',
  },
  {
    title: 'Gorilla and primate extensions',
    text: 'Permits, transfers and lodges arranged for Bwindi in Uganda or Volcanoes National Park in Rwanda.',
    icon: 'Forest',
  },
  {
    title: 'Support around the clock',
    text: 'A planner you can reach by phone, WhatsApp or e-mail, and a 24/7 emergency line while you travel.',
    icon: 'SupportAgent',
  },
];

export const keyDestinations: KeyDestination[] = [
  {
    country: 'Kenya',
    blurb:
      'Our home and the heart of East African safari: the Masai Mara and the Great Migration, Amboseli’s elephants beneath Kilimanjaro, rhinos in Laikipia, the dry-country wildlife of Samburu and the white-sand beaches of the coast.',
    highlights: [
      'Masai Mara and its conservancies',
      'Amboseli National Park',
      'Ol Pejeta and Lewa in Laikipia',
      'Samburu National Reserve',
      'Lake Nakuru and Lake Naivasha',
      'Diani and Lamu on the coast',
    ],
  },
  {
    country: 'Tanzania',
    blurb:
      'Vast wilderness and the southern half of the migration: calving season in the Serengeti, the wildlife-filled Ngorongoro Crater, Tarangire’s baobabs and elephants, and Zanzibar for the beach.',
    highlights: [
      'Serengeti National Park',
      'Ngorongoro Crater',
      'Tarangire National Park',
      'Lake Manyara',
      'Zanzibar',
    ],
  },
  {
    country: 'Uganda',
    blurb:
      'The Pearl of Africa, for primates and adventure: mountain gorillas in Bwindi, chimpanzees in Kibale, boat safaris in Queen Elizabeth National Park and the thundering Murchison Falls.',
    highlights: [
      'Bwindi Impenetrable National Park',
      'Kibale Forest National Park',
      'Queen Elizabeth National Park',
      'Murchison Falls National Park',
    ],
  },
  {
    country: 'Rwanda',
    blurb:
      'The land of a thousand hills: easy access to mountain gorillas in Volcanoes National Park, chimpanzees in Nyungwe Forest, a Big Five safari in Akagera and the clean, welcoming capital, Kigali.',
    highlights: [
      'Volcanoes National Park',
      'Nyungwe Forest National Park',
      'Akagera National Park',
      'Kigali',
      'Lake Kivu',
    ],
  },
];

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: 'Tell us your dream',
    text: 'Share your dates, budget, interests and who is travelling, through the request form, WhatsApp or a call. We reply within 24 hours.',
  },
  {
    step: 2,
    title: 'We design your itinerary',
    text: 'Your planner builds a day-by-day proposal with clearly itemised costs, including park and conservancy fees, and refines it with you until it is right.',
  },
  {
    step: 3,
    title: 'Confirm & pay securely',
    text: 'Confirm with a deposit by M-Pesa, card or PayPal. We then secure your camps, flights and any permits, and send your documents well before departure.',
  },
  {
    step: 4,
    title: 'Travel with 24/7 support',
    text: 'Your guide meets you on arrival, and our team is on call day and night until you fly home.',
  },
];

/** Exactly four questions, as the About page specifies. */
export const aboutFaq: FaqItem[] = [
  {
    question: 'When is the best time to go on safari in Kenya?',
    answer:
      'Kenya is a year-round destination. July to October brings the Great Migration to the Masai Mara, and January and February are dry and excellent for wildlife. The long rains, roughly April and May, mean greener landscapes, fewer visitors and lower rates, with a few camps closing for some weeks.',
  },
  {
    question: 'Are your safaris private or shared?',
    answer:
      'Our tailor-made itineraries use a private vehicle and guide for your party, so you set the pace and never compete for a window seat. Solo travellers and those on a tighter budget can ask us about sharing a vehicle where a suitable departure fits their dates.',
  },
  {
    question: 'What is included in the price?',
    answer:
      'Typically your accommodation, meals on safari, game drives with a professional guide, park and conservancy fees, airport transfers and drinking water. International flights, visas or the eTA, travel insurance, tips and personal extras are not included. Every quote lists exactly what is and is not included.',
  },
  {
    question: 'Is it safe to travel to Kenya?',
    answer:
      'The great majority of visitors to Kenya’s parks and coast travel without any problems. We monitor official travel advice, work only with vetted camps and drivers, keep in touch throughout your trip and provide a 24/7 emergency line. As anywhere, sensible precautions in cities go a long way.',
  },
];
