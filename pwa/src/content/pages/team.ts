import type { InfoPage } from './types';

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

export default team;
