import type { InfoPage } from './types';

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

export default accommodations;
