/**
 * Copy of the simple information pages linked from the header and footer: the destination pages,
 * accommodations, team, FAQs, testimonials, responsible travel, insurance, live chat and the legal
 * pages (privacy, terms, cookies). Keyed by route path without the leading slash.
 *
 * Contact details repeat SITE from @safari/shared/site (phone, e-mail, WhatsApp, address, phone hours);
 * keep them in step if SITE changes. Fees and permit prices are never quoted as fixed numbers.
 */

export interface InfoSection {
  heading: string;
  /** Paragraphs of plain text. */
  body: string[];
  bullets?: string[];
}

export interface InfoPage {
  title: string;
  intro: string;
  sections: InfoSection[];
}

/** Route slugs of the information pages (path without the leading slash). */
export const INFO_PAGE_SLUGS = [
  'destinations/nairobi',
  'destinations/amboseli',
  'destinations/masai-mara',
  'accommodations',
  'team',
  'faqs',
  'testimonials',
  'responsible-travel',
  'insurance',
  'live-chat',
  'privacy',
  'terms',
  'cookies',
] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

const PHONE = '+254 712 345 678';
const EMAIL = 'hello@pulseofthewild.co.ke';
const HOURS = 'Mon to Sun 08:00 to 20:00 EAT';

const nairobi: InfoPage = {
  title: 'Nairobi: Where Your Safari Begins',
  intro:
    'Most Kenyan safaris start and end in Nairobi, and the city deserves more than a night in transit. It is one of very few capitals in the world with a national park inside its boundaries, where lions and rhinos roam with skyscrapers on the horizon.',
  sections: [
    {
      heading: 'Best time to visit',
      body: [
        'Nairobi is a year-round destination. At about 1,700 metres above sea level it enjoys a mild climate: warm, sunny days and cool evenings. June to August is the coolest period, with chilly mornings, while January to March is warm and mostly dry.',
        'The long rains usually fall from late March to May and the short rains in November, typically as afternoon or evening showers rather than all-day rain. Nairobi National Park is good in every season.',
      ],
    },
    {
      heading: 'What you’ll see and do',
      body: [
        'A day or two in Nairobi is the perfect way to shake off jet lag before heading into the bush, or to fill the hours before an evening flight home.',
      ],
      bullets: [
        'Nairobi National Park: lion, buffalo, giraffe, zebra, plenty of antelope and one of Kenya’s important black rhino populations, all within half an hour of the city centre.',
        'The elephant orphanage inside the national park, where orphaned baby elephants are fed and bathed during a daily late-morning public visiting hour (book ahead).',
        'The giraffe centre in Langata, where you can meet endangered Rothschild’s giraffes eye to eye from a raised platform.',
        'The Karen Blixen Museum, the farmhouse at the foot of the Ngong Hills made famous by the book and film Out of Africa.',
        'The Nairobi National Museum, for an introduction to Kenya’s history, cultures and natural history.',
        'Karura Forest, a large urban forest with walking and cycling trails and a waterfall.',
        'Open-air craft markets for beadwork, textiles and carvings, and restaurants serving nyama choma (grilled meat), ugali and Swahili dishes.',
      ],
    },
    {
      heading: 'Where to stay',
      body: [
        'We match your Nairobi stay to your flight times and plans. Karen and Langata, leafy suburbs on the south-west side of the city, are close to the national park, the elephant orphanage and the giraffe centre, and have charming boutique hotels and guest houses.',
        'Westlands, home to our office, offers international hotels, restaurants and shopping. For very late arrivals or early departures, a hotel near Jomo Kenyatta International Airport saves time in traffic.',
      ],
    },
    {
      heading: 'Getting there and around',
      body: [
        'International flights arrive at Jomo Kenyatta International Airport (JKIA), south-east of the city centre. Scheduled light-aircraft flights to the parks mostly leave from Wilson Airport, closer to town. The train to Mombasa leaves from the Nairobi Terminus, near the main airport.',
        'Nairobi’s traffic can be heavy, so we always allow generous time for transfers. Your driver-guide meets you at arrivals with a name board, and we handle every transfer during your stay.',
      ],
    },
    {
      heading: 'Staying safe in the city',
      body: [
        'As in any large city, a few simple habits go a long way: use your hotel or our transfers after dark rather than walking, keep phones and cameras discreet in busy areas, and leave valuables in the hotel safe. Your planner is always a phone call away.',
      ],
    },
  ],
};

const amboseli: InfoPage = {
  title: 'Amboseli National Park',
  intro:
    'Relaxed elephant herds, wide swamps and the snow-capped dome of Kilimanjaro on the horizon: Amboseli offers some of the most iconic views in Africa, just a few hours from Nairobi.',
  sections: [
    {
      heading: 'Best time to visit',
      body: [
        'The dry seasons, roughly June to October and January to February, are best for wildlife, as animals gather around the swamps, and usually bring clearer views of Kilimanjaro. The mountain is most often clear at dawn and again in the late afternoon; clouds tend to hide it in the middle of the day.',
        'The rains of April, May and November turn the plains green and bring fewer visitors, although some tracks can be muddy.',
      ],
    },
    {
      heading: 'What you’ll see',
      body: [
        'Amboseli’s elephants are among the most studied in the world and are famously at ease around vehicles, so you can watch family life at close range. The park is also known for impressive big-tusked bulls.',
      ],
      bullets: [
        'Elephant families walking into the swamps in the morning and out again in the late afternoon.',
        'Lion, cheetah and spotted hyena on the open plains.',
        'Buffalo, Masai giraffe, wildebeest, zebra, hippo, eland and gazelle.',
        'Pelicans, herons, grey crowned cranes and many waders around the swamps, with flamingos at times of the year.',
        'Observation Hill, where you can leave the vehicle for a panoramic view over the swamps.',
      ],
    },
    {
      heading: 'Where to stay',
      body: [
        'A handful of lodges and tented camps inside the park make early starts easy. Around the park, camps on Maasai community land and conservancies offer a quieter experience with guided walks and night drives, which are not allowed inside the national park, and your stay supports the communities who share their land with elephants.',
        'We recommend at least two nights, and three if photography or a clear view of the mountain is a priority.',
      ],
    },
    {
      heading: 'Getting there',
      body: [
        'Amboseli is about four to five hours by road from Nairobi, or under an hour by scheduled flight to airstrips in and around the park. It combines well with Tsavo West and the Chyulu Hills, or with a flight on to the Masai Mara.',
        'Amboseli is a Kenya Wildlife Service national park with daily entry fees; check current KWS rates when you budget. Your quote always lists them separately.',
      ],
    },
  ],
};

const masaiMara: InfoPage = {
  title: 'Masai Mara National Reserve',
  intro:
    'Kenya’s most famous wildlife area: rolling grasslands, big cats, and from about July to October the great herds of the migration. Together with its surrounding conservancies, the Mara offers superb game viewing in every month of the year.',
  sections: [
    {
      heading: 'Best time to visit',
      body: [
        'The wildebeest and zebra of the Great Migration usually arrive from Tanzania’s Serengeti in July and stay until around October, crossing the Mara and Talek rivers many times. Timing varies with the rains, and river crossings can never be guaranteed or scheduled.',
        'Outside the migration months the Mara is still excellent. January and February are usually dry and great for big cats, and from November to June you share sightings with far fewer vehicles and pay lower rates. The long rains, roughly April and May, bring lush scenery, and some camps close for a few weeks.',
      ],
    },
    {
      heading: 'What you’ll see',
      body: [
        'The Mara is famous for its predators, and sightings of lion, leopard and cheetah are frequent. Rhinos live here but are rare and shy, so guests keen on the Big Five often add Ol Pejeta or Lewa.',
      ],
      bullets: [
        'Lion prides, cheetahs hunting on the open plains and leopards in the riverine forest.',
        'Elephant, buffalo, giraffe, topi, eland, hyena and huge numbers of plains game.',
        'Hippos and crocodiles in the Mara River.',
        'From July to October, the herds of the Great Migration and their river crossings.',
        'More than 400 bird species recorded, from ostriches and secretary birds to bee-eaters and rollers.',
      ],
    },
    {
      heading: 'Where to stay',
      body: [
        'Inside the reserve, camps and lodges range from simple to luxurious and keep you close to the main crossing points in migration season. In the private and community conservancies along the reserve’s northern and eastern borders, camps have fewer vehicles and offer walks, night drives and bush meals, while lease fees go to the Maasai landowners.',
        'Budget camps near the reserve gates offer good value for travellers on a tighter budget. Many guests split their stay between a conservancy and the reserve to enjoy the best of both.',
      ],
    },
    {
      heading: 'Getting there',
      body: [
        'By road, the Mara is about five to six hours from Nairobi, with a stop at a viewpoint over the Great Rift Valley. Scheduled light-aircraft flights from Nairobi take about an hour and land at airstrips across the reserve and conservancies, where your guide meets you. Bush flights usually allow 15 kg per person in soft bags.',
      ],
    },
    {
      heading: 'Fees and activities',
      body: [
        'The reserve charges per person for each 24-hour period, with higher rates in peak season, and conservancies charge a nightly fee that is usually included in the camp rate. Both are revised from time to time, so check current Mara reserve and conservancy rates with us; every quote lists them separately.',
      ],
      bullets: [
        'Sunrise hot-air balloon flights with a bush breakfast.',
        'Walking safaris and night drives in the conservancies.',
        'Visits to Maasai communities, arranged with the community itself.',
        'Full-day drives with a picnic lunch in migration season.',
      ],
    },
  ],
};

const accommodations: InfoPage = {
  title: 'Where You’ll Stay',
  intro:
    'From intimate luxury camps to simple, comfortable tents near the park gates, we choose every property for its location, its service and the way it treats its staff and its neighbours. Your request form lets you choose a luxury lodge, a mid-range lodge, a budget camp or a mix, and this is what each means in practice.',
  sections: [
    {
      heading: 'Luxury lodges and camps',
      body: [
        'Spacious suites or large tents with private verandas, en-suite bathrooms and often outdoor showers or plunge pools, in prime wildlife areas and frequently in private conservancies with few vehicles. Expect excellent food, an attentive team and extras such as walks, night drives, bush dinners and sundowners.',
      ],
      bullets: [
        'Small numbers of rooms or tents, often between eight and twenty.',
        'Drinks, laundry and some activities often included.',
        'Private vehicles and highly experienced guides.',
      ],
    },
    {
      heading: 'Mid-range lodges and permanent tented camps',
      body: [
        'Comfortable rooms or permanent safari tents with proper beds, en-suite bathrooms and hot water, in or close to the parks. Many have a pool and a lovely view. Permanent tented camps offer the classic safari experience of canvas walls and the sounds of the bush at night, with the comforts of a hotel room.',
      ],
      bullets: [
        'Full board is standard on safari; drinks are usually extra.',
        'Great value for families and first-time visitors.',
        'Solar or generator power with charging in your room or the main area.',
      ],
    },
    {
      heading: 'Budget camps',
      body: [
        'Simple, clean tents with real beds and, in most cases, en-suite bathrooms, usually just outside park gates. They keep costs down while giving you the same wildlife as everyone else. Facilities are basic, hot water may be available at set times, and power can be limited in the evening.',
      ],
    },
    {
      heading: 'Mixing it up',
      body: [
        'Many of our guests choose a mix: simple camps where they are out on game drives all day, and a special lodge for the last nights or a celebration. Tell us your priorities and we will balance the budget where it matters most to you.',
      ],
    },
    {
      heading: 'What every property we use has in common',
      body: [
        'We visit or inspect the places we recommend and keep listening to guest feedback. We look for safe, clean accommodation, good food, drinkable water, respectful treatment of staff and a positive relationship with local communities and wildlife.',
      ],
      bullets: [
        'Night escorts to and from your tent in unfenced camps.',
        'Mosquito nets or screened rooms in malaria areas.',
        'Dietary needs catered for when you tell us in advance.',
        'Family rooms or interconnecting tents where available.',
      ],
    },
    {
      heading: 'Tented camps: common questions',
      body: [
        'Are tents safe? Yes. Safari tents are robust, zipped canvas structures, staff are trained to manage wildlife around camp, and you are escorted after dark. The rule is simple: stay in your tent at night unless escorted.',
        'Is there Wi-Fi? Many camps have Wi-Fi in the main area, but it can be slow. We see that as part of the charm.',
      ],
    },
  ],
};

const team: InfoPage = {
  title: 'Meet the Team',
  intro:
    'We are a Kenyan-owned team of guides, planners and support staff based in Westlands, Nairobi. Our guides are salaried members of the team rather than day hires, and every one of us has spent years in the places we send you.',
  sections: [
    {
      heading: 'Amani Otieno — Co-founder & Head Guide',
      body: [
        'Amani grew up near Lake Victoria and learnt his craft in the Masai Mara, where he has spent more than twenty years guiding. He co-founded Pulse of the Wild to offer safaris with more patience and less rush, and he still guides many of our migration trips. Ask him about leopards and you may not get back to camp on time.',
      ],
    },
    {
      heading: 'Njeri Wambui — Co-founder & Head of Travel Planning',
      body: [
        'Njeri spent a decade in hotel reservations before co-founding the company, and she knows the tents, tracks and timetables of East Africa like few others. She leads the planning team that designs every itinerary, and she is the reason your quote always shows exactly what you are paying for.',
      ],
    },
    {
      heading: 'Lemayian Parsimei — Senior Guide, Masai Mara',
      body: [
        'Born into a Maasai family on the edge of the Mara, Lemayian has tracked animals since he was a boy herding his family’s cattle. He leads our walking safaris and cultural visits in the conservancies and speaks Maa, Swahili and English.',
      ],
    },
    {
      heading: 'Kiprono Langat — Photographic Guide',
      body: [
        'Kiprono combines a guide’s knowledge of animal behaviour with a photographer’s eye for light. He hosts our photography-focused safaris, positions the vehicle for the best angle and is an enthusiastic birder who can name most species by their call.',
      ],
    },
    {
      heading: 'Halima Said — Guest Experience & Conservation Lead',
      body: [
        'Mombasa-born Halima looks after our guests before, during and after their trips, plans our coast and beach extensions and manages our community and conservation partnerships. She is the person to ask about Diani, Lamu or responsible travel.',
      ],
    },
    {
      heading: 'Grace Atieno — Operations & 24/7 Support Manager',
      body: [
        'Grace keeps everything moving: vehicles, flights, permits and the 24/7 support line for travellers on the road. If a flight changes or a road floods, she is already working on plan B before you know there was a plan A.',
      ],
    },
  ],
};

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

const testimonials: InfoPage = {
  title: 'What Our Travellers Say',
  intro:
    'Our guests rate us 4.9 out of 5 on average across more than 500 reviews. We are proud of that, but we are prouder of the stories behind it: first elephants, long waits rewarded at the river and families who came back with their grandchildren.',
  sections: [
    {
      heading: 'Read recent reviews',
      body: [
        'A selection of recent reviews appears in the Traveller Reviews section of our home page. You can read many more, and the full unedited text, on the independent travel review site linked from there.',
      ],
    },
    {
      heading: 'What our guests mention most',
      body: ['Reading through our reviews, the same themes come up again and again:'],
      bullets: [
        'Knowledgeable, patient guides who put the animals first.',
        'Clear, honest planning with no surprises on costs.',
        'Fast replies and real people on the phone and WhatsApp.',
        'Thoughtful touches for families, photographers and special occasions.',
      ],
    },
    {
      heading: 'Share your experience',
      body: [
        'Travelled with us? We would love to hear from you. Use the Write a Review link on our home page to leave a review on the independent review site. We never pay for reviews or edit them, and we read and reply to every one, including the critical ones, because that is how we get better.',
      ],
    },
  ],
};

const responsibleTravel: InfoPage = {
  title: 'Responsible Travel',
  intro:
    'A safari should be good for the wildlife and people you visit, not just for you. These are the commitments we make, and the simple things you can do to help.',
  sections: [
    {
      heading: 'Our commitments',
      body: [
        'We are Kenyan-owned and Nairobi-based, so more of what you spend stays in East Africa. We try to make every trip a positive one for the places it passes through.',
      ],
      bullets: [
        'Salaried, professionally trained local guides, not day hires.',
        'Conservancy stays wherever they fit, so lease fees reach the landowners who keep land open to wildlife.',
        'Cultural visits arranged with the communities themselves, with fees going to the village.',
        'No experiences that involve touching, riding or feeding wild animals.',
        'Refillable water on every vehicle, and no single-use plastic bottles.',
        'Clear guidance on fair tipping, so staff are rewarded properly.',
      ],
    },
    {
      heading: 'How we behave at sightings',
      body: ['Our guides follow a simple code of conduct in every park, reserve and conservancy:'],
      bullets: [
        'Keep a respectful distance and never block an animal’s path or a river crossing.',
        'Limit time at sensitive sightings, such as a cheetah on the hunt or a den with cubs.',
        'Stay on the tracks wherever off-road driving is not permitted.',
        'Switch off the engine, keep voices low and never bait or call animals.',
        'Never share the exact location of rhinos online.',
      ],
    },
    {
      heading: 'How you can help',
      body: ['Small choices make a real difference:'],
      bullets: [
        'Leave plastic bags at home: they are banned in Kenya, and single-use plastics are banned in protected areas.',
        'Bring a reusable water bottle and take short showers; water is precious in most camps.',
        'Ask before photographing people, and accept a no.',
        'Buy crafts directly from makers or cooperatives, and never buy ivory, horn, shells or skins.',
        'Do not give sweets or money to children; support a school or community project instead.',
        'Stay longer in fewer places: fewer flights and transfers, and better wildlife time.',
      ],
    },
    {
      heading: 'Being honest about our footprint',
      body: [
        'Long-haul flights and safari vehicles have a carbon cost, and we will not pretend otherwise. We plan efficient routes, favour longer stays over rushed circuits and keep working to reduce the impact of our own operations. If you have ideas, we want to hear them.',
      ],
    },
  ],
};

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

const privacy: InfoPage = {
  title: 'Privacy Policy',
  intro:
    'This policy explains what personal data Pulse of the Wild Safaris collects, why, and how we protect it. We process personal data in line with the Kenya Data Protection Act, 2019 and its regulations, and we collect only what we need to plan and run your trip.',
  sections: [
    {
      heading: 'Who we are',
      body: [
        `Pulse of the Wild Safaris is a tour operator based in Westlands, Nairobi, Kenya, and is the data controller for the personal data described here. For any privacy question or request, contact us at ${EMAIL} or ${PHONE}.`,
      ],
    },
    {
      heading: 'What we collect',
      body: ['We collect the information you give us through our forms and messages:'],
      bullets: [
        'Booking form: your name, e-mail address, phone number, chosen tour and date, number of adults and children, payment method and whether you pay now or later.',
        'Custom experience request: trip dates and destinations, party size and children’s ages, budget, accommodation and activity preferences, arrival details, dietary and accessibility needs, insurance choice, country, preferred contact channel and WhatsApp number, and any notes.',
        'Contact form and chat: your name, e-mail address and the content of your message.',
        'Newsletter: your name and e-mail address.',
        'Account, if you create one: your name, e-mail address, and the comments and likes you leave on our blog.',
        'For confirmed trips: passport details, dates of birth and emergency contacts, where needed for park entry, permits, flights and your safety.',
        'Technical data: basic server logs, such as IP address, browser type and pages requested, used to keep the site secure and working, and kept for a short period.',
      ],
    },
    {
      heading: 'Sensitive information',
      body: [
        'Dietary requirements, allergies, medical conditions and accessibility needs can reveal information about your health. We collect them only with your consent, use them only to make your trip safe and comfortable, and share them only with the camps, guides and suppliers who need to know.',
      ],
    },
    {
      heading: 'How we use your data',
      bullets: [
        'To answer your enquiries and prepare quotes and itineraries.',
        'To make, manage and confirm your bookings with camps, airlines and park authorities.',
        'To take payments and send payment links and travel documents.',
        'To look after you during your trip, including in an emergency.',
        'To send our newsletter, only if you subscribed; you can unsubscribe at any time.',
        'To meet our legal, tax and accounting obligations, and to keep our systems secure.',
      ],
      body: [
        'We rely on your consent, on the need to perform our contract with you, on our legal obligations and, for security and fraud prevention, on our legitimate interests. We never sell your data and we do not use it for advertising.',
      ],
    },
    {
      heading: 'Payments',
      body: [
        'Payments by M-Pesa, by card through Pesapal and by PayPal are processed by those providers under their own terms and privacy policies. We never see or store your full card number, card security code or M-Pesa PIN. We receive only what we need to match the payment to your booking, such as the amount, the transaction reference and, for M-Pesa, the paying phone number.',
      ],
    },
    {
      heading: 'Who we share it with',
      bullets: [
        'Lodges, camps, airlines and ground handlers that provide the services you booked.',
        'Park and permit authorities, for entry fees and permits such as gorilla permits.',
        'Insurers, medical providers and evacuation services, in an emergency.',
        'Trusted service providers who host our website and systems, under contract and confidentiality obligations.',
        'Government authorities, when the law requires it.',
      ],
      body: [
        'Trips to Tanzania, Uganda or Rwanda, and international flights, mean sharing some data across borders. We share only what is needed for your trip and apply the safeguards required by the Data Protection Act.',
      ],
    },
    {
      heading: 'How long we keep it',
      body: [
        'Enquiries that do not lead to a booking are deleted after two years. Booking and payment records are kept for as long as Kenyan tax and accounting law requires. Newsletter details are kept until you unsubscribe. Account data is kept until you ask us to delete your account.',
      ],
    },
    {
      heading: 'Your rights',
      body: ['Under the Data Protection Act, 2019 you have the right to:'],
      bullets: [
        'Be informed about how your data is used.',
        'Access the personal data we hold about you.',
        'Have inaccurate or misleading data corrected, and have data deleted.',
        'Object to processing, including for direct marketing.',
        'Receive your data in a portable format.',
        'Withdraw consent at any time, without affecting earlier processing.',
      ],
    },
    {
      heading: 'Making a request or a complaint',
      body: [
        `To exercise any of these rights, e-mail ${EMAIL}. We may ask you to confirm your identity, and we will respond within the time the law allows. If you are unhappy with how we handle your data, you can complain to the Office of the Data Protection Commissioner in Kenya (www.odpc.go.ke).`,
      ],
    },
    {
      heading: 'Security',
      body: [
        'Our website uses encrypted HTTPS connections, passwords are stored only in hashed form, and access to personal data is limited to team members who need it for their work.',
      ],
    },
    {
      heading: 'Children',
      body: [
        'We collect information about children only from a parent or guardian as part of a booking or request, such as names and ages needed for camps, permits and pricing. Accounts are for adults.',
      ],
    },
    {
      heading: 'The app on your device',
      body: [
        'Our website can be installed as an app and works offline. To do this it stores pages, tour and blog information and your session on your own device. You can remove this data at any time by signing out, clearing your browser’s site data or uninstalling the app. See our Cookie Policy for details.',
      ],
    },
    {
      heading: 'Changes to this policy',
      body: [
        'We may update this policy when our services or the law change. The current version is always on this page, and we will tell you directly about any significant change that affects how we use your data.',
      ],
    },
  ],
};

const terms: InfoPage = {
  title: 'Terms & Conditions',
  intro:
    'These terms apply to bookings made with Pulse of the Wild Safaris through our website or directly with our team. Please read them before you book. Your booking confirmation may set out specific terms for your trip, such as the deposit and payment dates; where it does, the confirmation takes precedence.',
  sections: [
    {
      heading: 'Quotes and prices',
      body: [
        'Prices are shown in US dollars. Online prices and estimates, including the estimate shown on the booking form, are a guide; on published tours children pay 60% of the adult price. Your final price is the one in your written confirmation. Prices can change until a booking is confirmed, for example when camp rates or availability change.',
        'Every quote lists what is and is not included. Unless stated otherwise, international flights, visas and the eTA, travel insurance, tips and personal expenses are not included.',
      ],
    },
    {
      heading: 'Booking and payment',
      body: [
        'A booking is confirmed when we have accepted it in writing and received the payment stated in your confirmation. You can pay by M-Pesa, by card through Pesapal or by PayPal. If you choose to pay later, we hold your reservation and send a payment link to your e-mail and phone; unpaid reservations may be released after the date shown in the link.',
        'Payments are processed by the payment providers under their own terms. Your bank or provider may charge currency conversion or transaction fees.',
      ],
    },
    {
      heading: 'Park fees, permits and government charges',
      body: [
        'Park, reserve and conservancy fees, permits and taxes are set by governments, county authorities and conservancies, not by us. If they change after you book, the rates in force at the time of entry apply. We will tell you as soon as a change is announced and show you the official notice.',
      ],
    },
    {
      heading: 'Changes and cancellations by you',
      body: [
        'Please tell us about any change or cancellation in writing. We will always try to help with changes, but camps, airlines and permit authorities may charge for them, and some permits cannot be transferred to another name or date.',
        'Cancellation charges increase as the departure date approaches and are set out in your booking confirmation. Some items, such as gorilla permits, certain flights and peak-season camp deposits, are non-refundable once paid. We strongly recommend travel insurance with cancellation cover.',
      ],
    },
    {
      heading: 'Changes and cancellations by us',
      body: [
        'Occasionally we may need to change your itinerary, for example when a road is flooded or a camp closes. We will offer an alternative of similar standard wherever possible. If we cancel your trip for reasons within our control, we will refund everything you have paid us.',
        'If events beyond anyone’s control, such as severe weather, natural disasters, civil unrest, epidemics or government action, prevent or disrupt your trip, we will help you rearrange it and pass on any refunds we are able to recover from suppliers.',
      ],
    },
    {
      heading: 'Your responsibilities',
      bullets: [
        'Hold a valid passport, your eTA or visas, and any required vaccination certificates.',
        'Have travel insurance that includes medical evacuation.',
        'Give us accurate names, dates of birth and passport details, and tell us about medical conditions or needs that may affect your trip.',
        'Follow the instructions of your guide, camp staff and park rangers, and respect park rules and local laws, including Kenya’s ban on plastic bags and the rules on drones.',
      ],
      body: ['You are responsible for your own travel documents and for meeting entry and health requirements.'],
    },
    {
      heading: 'Wildlife and activities',
      body: [
        'Wild animals are unpredictable, and sightings, including river crossings, can never be guaranteed. Activities such as hot-air ballooning, walking safaris and gorilla trekking are run by specialist providers under their own conditions and carry some risk; your guide’s and provider’s safety instructions must be followed at all times.',
      ],
    },
    {
      heading: 'Our responsibility',
      body: [
        'We choose our suppliers carefully and are responsible for providing the services we have agreed to provide with reasonable skill and care. We are not responsible for loss or damage caused by your own actions, by third parties unconnected with your booking, or by events beyond our control. Nothing in these terms limits our liability where the law does not allow it.',
      ],
    },
    {
      heading: 'Reviews, comments and website use',
      body: [
        'Comments you post on our blog must be respectful and lawful. We may moderate or remove comments that are abusive, misleading or off-topic. Content on this website, including text and images, belongs to us or our licensors and may not be reused commercially without permission.',
      ],
    },
    {
      heading: 'Complaints',
      body: [
        'If something is not right during your trip, tell your guide or call us straight away so we can fix it on the spot. If you are still unhappy, write to us as soon as possible after you return, and in any case within 30 days, and we will respond promptly.',
      ],
    },
    {
      heading: 'Governing law',
      body: [
        'These terms are governed by the laws of Kenya, and the courts of Kenya have jurisdiction over any dispute, without affecting any consumer rights you have under the law of your home country.',
      ],
    },
  ],
};

const cookies: InfoPage = {
  title: 'Cookie Policy',
  intro:
    'We keep this simple: our website uses only the storage it needs to work, including as an offline app. We do not use advertising cookies, analytics trackers or any third-party tracking.',
  sections: [
    {
      heading: 'What cookies and local storage are',
      body: [
        'Cookies are small text files a website saves in your browser. Local storage and similar browser storage let a site keep information on your device, for example so that it can work without an internet connection.',
      ],
    },
    {
      heading: 'What we use',
      bullets: [
        'Essential session storage: keeps you signed in and your session secure if you have an account.',
        'Offline app storage: saves pages, images, tours and blog posts you have viewed on your device, so the app keeps working when you lose signal in the bush.',
        'Preferences: small settings such as whether you have dismissed a message.',
      ],
      body: [
        'All of these are strictly necessary for the features you use, so they do not need a consent banner. They are used only by our own website and are never shared with advertisers.',
      ],
    },
    {
      heading: 'What we do not use',
      bullets: [
        'No analytics or statistics trackers.',
        'No advertising or retargeting cookies.',
        'No social media tracking pixels.',
        'No third-party cookies set through our website.',
      ],
      body: ['Our fonts and images are served from our own website, not from third-party services.'],
    },
    {
      heading: 'Links and other services',
      body: [
        'When you follow a link to WhatsApp, a social network, a payment page such as Pesapal or PayPal, or a review site, that service may set its own cookies under its own policy. If our contact page shows a map, the map provider receives your IP address in order to display it.',
      ],
    },
    {
      heading: 'Managing storage',
      body: [
        'You can clear cookies and site data at any time in your browser settings, and signing out removes your session. Uninstalling the app removes its offline copy. If you block storage for our site, signing in and offline mode will not work.',
        `Questions? Contact us at ${EMAIL}.`,
      ],
    },
  ],
};

/**
 * The information pages by route slug, e.g. infoPages['destinations/nairobi'] or infoPages.privacy.
 * Typed by string so a route parameter can be looked up directly (undefined → not found).
 */
export const infoPages: Record<string, InfoPage> = {
  'destinations/nairobi': nairobi,
  'destinations/amboseli': amboseli,
  'destinations/masai-mara': masaiMara,
  accommodations,
  team,
  faqs,
  testimonials,
  'responsible-travel': responsibleTravel,
  insurance,
  'live-chat': liveChat,
  privacy,
  terms,
  cookies,
} satisfies Record<InfoPageSlug, InfoPage>;
