import type { InfoPage } from './types';

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

export default terms;
