import { PHONE, EMAIL } from './contact';
import type { InfoPage } from './types';

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

export default privacy;
