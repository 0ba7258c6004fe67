import type { InfoPage } from './types';

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

export default masaiMara;
