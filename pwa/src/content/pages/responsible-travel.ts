import type { InfoPage } from './types';

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

export default responsibleTravel;
