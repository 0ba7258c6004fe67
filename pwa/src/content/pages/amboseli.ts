import type { InfoPage } from './types';

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

export default amboseli;
