/** The operator's public contact details and claims shown across the site. */
export const SITE = {
  name: 'Pulse of the Wild Safaris',
  shortName: 'Pulse Safaris',
  tagline: 'East Africa Specialists • 24/7 Support',
  phone: '+254 712 345 678',
  phoneHref: 'tel:+254712345678',
  email: 'hello@pulseofthewild.co.ke',
  whatsappNumber: '254712345678',
  whatsappGreeting: 'Hello! I would like to plan a safari with Pulse of the Wild.',
  address: 'Westlands, Nairobi, Kenya',
  phoneHours: 'Mon to Sun 08:00 to 20:00 EAT',
  responsePromise: 'We respond within 24 hours.',
  reviewSiteUrl: 'https://www.tripadvisor.com/',
  socials: {
    instagram: 'https://instagram.com/',
    facebook: 'https://facebook.com/',
    x: 'https://x.com/',
    youtube: 'https://youtube.com/',
  },
} as const;

/** A WhatsApp chat link with a prefilled greeting. */
export function whatsappLink(text: string = SITE.whatsappGreeting): string {
  return `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(text)}`;
}
