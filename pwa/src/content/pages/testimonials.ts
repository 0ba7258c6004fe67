import type { InfoPage } from './types';

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

export default testimonials;
