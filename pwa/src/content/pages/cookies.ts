import { EMAIL } from './contact';
import type { InfoPage } from './types';

const cookies: InfoPage = {
  title: 'Cookie Policy',
  intro:
    'We keep this simple: our website uses only the storage it needs to work, including as an offline app. We do not use advertising cookies, analytics trackers or any third-party tracking.',
  sections: [
    {
      heading: 'What cookies and local storage are',
      body: [
        'Cookies are small text files a website saves in your browser. Local storage and similar browser storage let a site keep information on your device, for example so that it can work without an internet connection.',
      ],
    },
    {
      heading: 'What we use',
      bullets: [
        'Essential session storage: keeps you signed in and your session secure if you have an account.',
        'Offline app storage: saves pages, images, tours and blog posts you have viewed on your device, so the app keeps working when you lose signal in the bush.',
        'Preferences: small settings such as whether you have dismissed a message.',
      ],
      body: [
        'All of these are strictly necessary for the features you use, so they do not need a consent banner. They are used only by our own website and are never shared with advertisers.',
      ],
    },
    {
      heading: 'What we do not use',
      bullets: [
        'No analytics or statistics trackers.',
        'No advertising or retargeting cookies.',
        'No social media tracking pixels.',
        'No third-party cookies set through our website.',
      ],
      body: ['Our fonts and images are served from our own website, not from third-party services.'],
    },
    {
      heading: 'Links and other services',
      body: [
        'When you follow a link to WhatsApp, a social network, a payment page such as Pesapal or PayPal, or a review site, that service may set its own cookies under its own policy. If our contact page shows a map, the map provider receives your IP address in order to display it.',
      ],
    },
    {
      heading: 'Managing storage',
      body: [
        'You can clear cookies and site data at any time in your browser settings, and signing out removes your session. Uninstalling the app removes its offline copy. If you block storage for our site, signing in and offline mode will not work.',
        `Questions? Contact us at ${EMAIL}.`,
      ],
    },
  ],
};

export default cookies;
