import type { InfoPage } from './types';

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

export default nairobi;
